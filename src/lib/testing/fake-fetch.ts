/** Test support: a fetch that records requests and answers from a handler, never touching the network. */

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;

export function fakeFetch(handler: (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = { url, method: init.method ?? 'GET', headers, body };
    requests.push(request);
    const reply = await handler(request, requests.length - 1);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const payload =
      reply.body === undefined || status === 204
        ? null
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(payload, { status, headers: { 'content-type': 'application/json', ...reply.headers } });
  };
  return { fetch: fetch, requests };
}
