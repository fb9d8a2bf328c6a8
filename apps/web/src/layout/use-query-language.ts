import { commonActions } from '@nusa/core/common-slice';
import { useSearch } from '@nusa/router/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../store.ts';

/** `?lang=en|id` switches the language and the choice is remembered (LANG is persisted). */
export function useQueryLanguage(): void {
  const queryLang = useSearch({ strict: false, select: (s) => s.lang });
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (queryLang && store.getState().common.LANG !== queryLang) dispatch(commonActions.setLang(queryLang));
  }, [queryLang, dispatch, store]);
}
