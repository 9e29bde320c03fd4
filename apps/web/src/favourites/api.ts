import type { FavouriteType } from '@huaren/contract';
import { callPaths as routes } from '@huaren/contract/call-paths';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { feedQuery } from '../api/feeds';

/** 收藏 (decision 0038): private to the caller; the state of one item and the lists by type. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  state: (type: FavouriteType, id: number) => ['favourites', 'state', type, id] as const,
  list: (type: FavouriteType) => ['favourites', 'list', type] as const,
};

export function useFavouriteStateQuery(type: FavouriteType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: favouriteKeys.state(type, id),
    queryFn: ({ signal }) => request(routes.favouriteState, { type, id }, { signal }),
    select: (data) => data.favourited,
    enabled,
  });
}

/** Adds or takes back; the lists are refetched when next shown. */
export function useToggleFavouriteMutation(type: FavouriteType, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favourite: boolean) =>
      request(favourite ? routes.addFavourite : routes.removeFavourite, { type, id }),
    onSuccess: (state) => {
      client.setQueryData(favouriteKeys.state(type, id), state);
      void client.invalidateQueries({ queryKey: ['favourites', 'list'] });
    },
  });
}

export function useMyFavouritesQuery(type: FavouriteType) {
  return useInfiniteQuery(feedQuery(favouriteKeys.list(type), routes.myFavourites, { type }));
}
