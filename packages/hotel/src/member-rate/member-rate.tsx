// How a member rate is shown, the same on a results card and a room of the hotel page (spec: member rates). Its
// copy is in both pages' catalogs (lingui.config.ts lists this folder in each), since either page may be the first
// to show it.
import { Trans } from '@lingui/react/macro';
import { formatIDR } from '@nusa/i18n/format';
import { Badge } from '@nusa/ui-kit/badge';
import { StruckPrice } from '@nusa/ui-kit/price';
import type { ReactNode } from 'react';

export interface MemberRateProps {
  /** What a guest pays, shown struck through above the member's price (which the caller shows). */
  publicPrice: number;
  /** The badge's wrapper (its place in the card's column). */
  badgeClassName: string | undefined;
  /** The struck public price's look. */
  className: string | undefined;
}

/** A signed-in member paying a member rate: the "Harga member" badge over the public price, struck through. */
export function MemberRate({ publicPrice, badgeClassName, className }: MemberRateProps) {
  return (
    <>
      <span className={badgeClassName}>
        <Badge tone="accent">
          <Trans>Harga member</Trans>
        </Badge>
      </span>
      <StruckPrice label={<Trans>Harga umum</Trans>} className={className}>
        {formatIDR(publicPrice)}
      </StruckPrice>
    </>
  );
}

export interface MemberTeaserProps {
  /** What a member would pay. */
  memberPrice: number;
  /** Renders the sign-in link (the page's `?login=1`, which opens the sign-in modal) around its text. */
  renderSignInLink: (children: ReactNode, className: string) => ReactNode;
  className: string | undefined;
  linkClassName: string | undefined;
}

/** A guest where members pay less: "Harga member Rp … — masuk", the whole line the way to sign in. */
export function MemberTeaser({ memberPrice, renderSignInLink, className, linkClassName }: MemberTeaserProps) {
  return (
    <p className={className}>
      {renderSignInLink(<Trans>Harga member {formatIDR(memberPrice)} — masuk</Trans>, linkClassName ?? '')}
    </p>
  );
}
