// The Register augmentation in @nusa/router/router is what makes navigate's `to`/`params` typed below.
import type {} from '@nusa/router/router';
import type { StaySearch } from '@nusa/router/search';
import { useNavigate } from '@nusa/router/react';
import { useCallback } from 'react';
import type { RouteTarget } from './route-target';

/** Navigates to a results route. One typed call per route, so a renamed route or param fails to compile. */
export function useSearchNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (target: RouteTarget, search: StaySearch) => {
      switch (target.to) {
        case '/hotel/city/{-$cityId}/$cityName':
          return navigate({ to: target.to, params: target.params, search });
        case '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea':
          return navigate({ to: target.to, params: target.params, search });
        case '/hotel/poi/{-$slug}':
          return navigate({ to: target.to, params: target.params, search });
        case '/hotel/group/{-$slug}/{-$groupId}':
          return navigate({ to: target.to, params: target.params, search });
        case '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}':
          return navigate({ to: target.to, params: target.params, search });
        case '/hotel/search/{-$slug}':
          return navigate({ to: target.to, params: target.params, search });
      }
    },
    [navigate],
  );
}
