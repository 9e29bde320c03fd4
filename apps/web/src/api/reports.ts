import type { reportPost, InputOf } from '@huaren/contract';
import { callPaths } from '@huaren/contract/call-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';

/** Report a post (once per user: the second answers 409 with the server's reason). */
export function useReportPostMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof reportPost>) => request(callPaths.reportPost, input),
  });
}
