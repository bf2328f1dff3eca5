import { useEffect, useRef } from 'react';
import { queryClient } from '#src/lib/query-client.ts';
import { watchBusinessNotFound } from './api/business-not-found.ts';

/** Mounted once around the signed-in screens; see watchBusinessNotFound. */
export function useBusinessNotFoundRecovery(isBusinessScreen: boolean) {
  const onBusinessScreen = useRef(isBusinessScreen);
  useEffect(() => {
    onBusinessScreen.current = isBusinessScreen;
  });
  useEffect(
    () => watchBusinessNotFound(queryClient, { isBusinessScreen: () => onBusinessScreen.current }),
    [],
  );
}
