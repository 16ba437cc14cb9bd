import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OfferKanban, OfferRow } from '../../../lib/contracts/offer-list';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { columnOf } from '../ui/offer/offer-moves';
import { moveOffer, OFFERS_KEY, type OfferMove, type OfferPage } from '../ui/offer/offers-api';
import type { MoveTarget } from './MoveOfferDialog';

interface Variables {
  offer: MoveTarget;
  move: OfferMove;
}

type Snapshot = [QueryKey, unknown][];

const COLUMNS_KEY = [...OFFERS_KEY, 'column'];
const KANBAN_KEY = [...OFFERS_KEY, 'kanban'];

/** The cards of every loaded column with the offer taken out of its column and put first in its new one. */
function moveCard(client: ReturnType<typeof useQueryClient>, { offer, move }: Variables): void {
  const target = columnOf(move.status);
  let moved: OfferRow | undefined;
  for (const [key, data] of client.getQueriesData<InfiniteData<OfferPage>>({ queryKey: COLUMNS_KEY })) {
    if (!data) continue;
    const found = data.pages.flatMap((page) => page.items).find((row) => row.id === offer.id);
    if (!found) continue;
    moved ??= { ...found, status: move.status, statusDate: new Date().toISOString(), lostReason: move.reason ?? null };
    client.setQueryData<InfiniteData<OfferPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        items: page.items.filter((row) => row.id !== offer.id),
        total: Math.max(0, page.total - 1),
      })),
    });
  }
  if (!moved) return;
  for (const [key, data] of client.getQueriesData<InfiniteData<OfferPage>>({ queryKey: COLUMNS_KEY })) {
    if (!data || key[2] !== target || !data.pages[0]) continue;
    const [head, ...rest] = data.pages;
    client.setQueryData<InfiniteData<OfferPage>>(key, {
      ...data,
      pages: [{ items: [moved, ...head.items], total: head.total + 1 }, ...rest],
    });
  }
  const from = columnOf(offer.status);
  for (const [key, data] of client.getQueriesData<OfferKanban>({ queryKey: KANBAN_KEY })) {
    if (!data) continue;
    client.setQueryData<OfferKanban>(key, {
      columns: data.columns.map((column) =>
        column.status === from
          ? { ...column, count: Math.max(0, column.count - 1) }
          : column.status === target
            ? { ...column, count: column.count + 1 }
            : column,
      ),
    });
  }
}

/**
 * An advisor's move of an offer (PATCH .../status) as the board shows it: the card is in its new column at once
 * (counts too); refused by the server (409 out of date, 403 not theirs, 400…), everything goes back and the
 * server's message is shown. Settled either way, the offers are asked for again (sums, order, other views).
 */
export function useOfferMove() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation<unknown, unknown, Variables, { snapshot: Snapshot }>({
    mutationFn: ({ offer, move }) => moveOffer(offer.id, move),
    onMutate: async (variables) => {
      await client.cancelQueries({ queryKey: OFFERS_KEY });
      const snapshot: Snapshot = [
        ...client.getQueriesData({ queryKey: COLUMNS_KEY }),
        ...client.getQueriesData({ queryKey: KANBAN_KEY }),
      ];
      moveCard(client, variables);
      return { snapshot };
    },
    onSuccess: (_detail, { offer, move }) => {
      toast({
        type: 'success',
        title: t('offers.move.doneTitle'),
        text: t('offers.move.done', {
          investor: offer.investorName,
          status: t(`offers.status.${columnOf(move.status)}`),
        }),
      });
    },
    onError: (error, { offer }, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      toast({
        type: 'error',
        title: t('offers.move.refusedTitle', { investor: offer.investorName }),
        text: failureText(error, t) ?? t('offers.move.refused.unknown'),
        duration: 10_000,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
