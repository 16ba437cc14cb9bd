// The chaos run of the two copies (issue 33): while writes stream through haproxy, one copy gets the request that
// stopped the process before (a multipart body ending inside its file part), then PostgreSQL is restarted, then the
// object storage (s3rver) is stopped for 10 s. Every request gets an answer (a 503 with Retry-After while a
// dependency is down, never a hang), nothing acknowledged is lost, and no copy stops. tests/support/cluster.mjs
// takes the dependencies away through its control port. The copies and every later test must find the database back.
import { expect, test } from '@playwright/test';
import { addProduct, linkOffer, PDF_BYTES } from '../support/public-offer.fixtures';
import { BOUNDARY, head, rawExchange } from '../support/raw-http';
import { BALANCER, HANG_MS, useCluster, type Answer } from './cluster-helpers';
import { CLUSTER_PORT, clusterState, copyNamed } from './cluster-state';

const { openCampaign, people, inviteStream, invitationTarget, offersPerAddress } = useCluster();

/** A PDF uploaded to the offer of `token` through the balancer, as the investor's page does. */
async function uploadPdf(token: string): Promise<Pick<Answer, 'status' | 'retryAfter'>> {
  const form = new FormData();
  form.append('file', new File([PDF_BYTES], 'wplata.pdf', { type: 'application/pdf' }));
  try {
    const res = await fetch(`${BALANCER}/public-api/campaign-offer/${encodeURIComponent(token)}/upload`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(HANG_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

const control = (action: string) => fetch(`${clusterState().control}${action}`, { method: 'POST' });

test('a crashing request, a PostgreSQL restart and the storage down: every request answered, none lost', async () => {
  test.setTimeout(240_000);
  const target = await invitationTarget();
  const { advisor, investor } = await people();
  const { t, campaign } = await openCampaign(advisor.landingId);
  const { token } = await linkOffer(t, {
    landingId: advisor.landingId,
    productId: (await addProduct(t, campaign)).id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: advisor.networkId,
    status: 'accepted',
    amount: 100_000,
  });
  const startsBefore = clusterState().copies.map((c) => c.starts);
  const stream = inviteStream(target.bearer, target.networkId, target.path, 2);
  const acknowledgedSince = (at: number) => stream.sent.filter((s) => s.status === 201 && s.at > at).length;

  // 1. The request that stopped a copy before issue 33 (a multipart body ending inside its file part), sent
  // straight to copy1: answered 400, and copy1 goes on.
  const copy1 = copyNamed('copy1');
  const cut =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4 cut';
  const crash = await rawExchange(copy1.port, [
    head('POST', '/public-api/complaints', `localhost:${CLUSTER_PORT}`, {
      Origin: `http://localhost:${CLUSTER_PORT}`,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': cut.length,
      Connection: 'close',
    }),
    cut,
  ]);
  expect(crash.statuses).toEqual([400]);
  expect((await fetch(`http://127.0.0.1:${copy1.port}/readyz`)).status).toBe(200);

  // 2. PostgreSQL restarted under the stream of writes; writes are acknowledged again afterwards.
  const restart = await control('/postgres/restart');
  expect(restart.status, await restart.text()).toBe(200);
  const restartedAt = Date.now();
  await expect.poll(() => acknowledgedSince(restartedAt), { timeout: 60_000 }).toBeGreaterThan(3);

  // 3. The object storage stopped for 10 s: uploads answer 503 with Retry-After meanwhile, then work again.
  expect((await control('/s3/stop')).status).toBe(200);
  const stoppedAt = Date.now();
  const refused: Array<Pick<Answer, 'status' | 'retryAfter'>> = [];
  while (refused.length < 3 || Date.now() - stoppedAt < 10_000) refused.push(await uploadPdf(token));
  expect((await control('/s3/start')).status).toBe(200);
  for (const answer of refused) expect(answer).toEqual({ status: 503, retryAfter: '5' });
  await expect.poll(async () => (await uploadPdf(token)).status, { timeout: 30_000 }).toBe(201);
  const storageBackAt = Date.now();
  await expect.poll(() => acknowledgedSince(storageBackAt), { timeout: 30_000 }).toBeGreaterThan(3);
  await stream.stop();

  // Every request was answered: acknowledged, or 503 with Retry-After while the database was away; none hung.
  const unanswered = stream.sent.filter((s) => s.status !== 201 && !(s.status === 503 && s.retryAfter === '5'));
  expect(unanswered).toEqual([]);
  // Nothing acknowledged is lost, nothing is there twice.
  const counts = await offersPerAddress(stream.sent.map((s) => s.email));
  for (const s of stream.sent.filter((s) => s.status === 201)) expect(counts.get(s.email), s.email).toBe(1);
  for (const s of stream.sent) expect(counts.get(s.email) ?? 0).toBeLessThanOrEqual(1);
  // No copy stopped through any of it.
  expect(clusterState().copies.map((c) => c.starts)).toEqual(startsBefore);
});
