import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { articleKeys } from './articles';
import { updateContentItems } from './content';
import { postKeys, updateListItems } from './posts';

/** The content kinds by the contract's name for each. */
export type ContentType = 'post' | 'article';

/** An item changed in every cached list that shows its card. */
type UpdateCards = (client: QueryClient, id: number, change: <T>(item: T) => T) => void;

interface ContentCaches {
  detail: (id: number) => QueryKey;
  /** My likes of the kind. */
  likes: QueryKey;
  updateCards: UpdateCards;
}

/**
 * Where each kind's item shows in the cache, for what every kind shares (likes, threads): its
 * detail, my likes, and its card in every cached list (a post's also among the recommended).
 */
export const contentCaches: Record<ContentType, ContentCaches> = {
  post: { detail: postKeys.detail, likes: postKeys.likes, updateCards: updateListItems },
  article: {
    detail: articleKeys.detail,
    likes: articleKeys.likes,
    updateCards: (client, id, change) => updateContentItems(client, articleKeys, id, change),
  },
};
