import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { cartQuery, createCart } from '@nusa/api-client/queries/carts';
import { jakartaToday, staySearchOf } from '@nusa/api-client/stay';
import { Link, useNavigate } from '@nusa/router/react';
import type { CheckoutSearch } from '@nusa/router/search';
import { Dialog } from '@nusa/ui-kit/dialog';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styles from './checkout.module.css';
import { cartRequestOf, creationFailureOf } from './model/checkout-model';
import { attemptKey, forgetAttempt } from './model/session-store';

/**
 * The detail page's "Pilih kamar" lands here with the hotel, the room, the stay and the price it showed: the cart
 * is created (the room is held), then the URL is replaced by `?cart=<id>`, which a reload or a shared link (same
 * account) resumes. A creation that fails says why, with a way back to the hotel; never a blank page.
 */
export function StartCheckout({ search }: { search: CheckoutSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [today] = useState(() => jakartaToday());
  const [request] = useState(() => cartRequestOf(search, today));
  // One key per attempt, named by what is asked: kept across retries and reloads, so the server answers the same
  // cart instead of holding a second room (see session-store.ts).
  const [key] = useState(() => (request ? attemptKey(JSON.stringify(request)) : ''));
  const create = useMutation({
    mutationFn: () => createCart(request as NonNullable<typeof request>, { idempotencyKey: key }),
    onSuccess: (body) => {
      forgetAttempt();
      queryClient.setQueryData(cartQuery(body.data.id).queryKey, body);
      void navigate({ to: '/checkout', search: { cart: body.data.id }, replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (!request || started.current) return;
    started.current = true;
    create.mutate();
  }, [request, create]);

  if (!request)
    return (
      <EmptyState
        title={t`Tautan pemesanan tidak lengkap`}
        description={t`Pilih kamar dari halaman hotel untuk memulai pemesanan.`}
        action={
          <Link to="/" className={styles.link}>
            <Trans>Kembali ke Beranda</Trans>
          </Link>
        }
      />
    );

  const failure = create.isError ? creationFailureOf(create.error) : null;
  const backToHotel = () =>
    void navigate({
      to: '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}',
      params: { id: String(request.hotel_id) },
      search: staySearchOf({
        checkIn: request.check_in,
        checkOut: request.check_out,
        rooms: request.rooms,
        adults: request.adults,
        childrenAges: request.children ?? [],
      }),
    });
  const titles = {
    room_not_available: t`Kamar tidak tersedia`,
    fully_booked: t`Hotel penuh`,
    invalid: t`Kamar tidak dapat dipesan`,
    failed: t`Terjadi kesalahan`,
  };
  const messages = {
    room_not_available: t`Kamar ini sudah habis untuk sebagian tanggal menginap Anda. Pilih kamar lain.`,
    fully_booked: t`Hotel ini penuh untuk tanggal tersebut. Silakan pilih tanggal lain.`,
    invalid: isApiError(create.error) ? create.error.message : '',
    failed: t`Pesanan belum dapat dibuat. Periksa koneksi Anda, lalu coba lagi.`,
  };
  return (
    <>
      <p className={styles.status} role="status">
        {failure ? null : <Trans>Menyiapkan pesanan Anda…</Trans>}
      </p>
      <Dialog
        open={failure !== null}
        onClose={backToHotel}
        title={failure ? titles[failure] : ''}
        primaryAction={
          failure === 'failed'
            ? { label: t`Coba lagi`, onClick: () => create.mutate(), loading: create.isPending }
            : { label: t`Kembali ke hotel`, onClick: backToHotel }
        }
        secondaryAction={
          failure === 'failed'
            ? { label: t`Kembali ke hotel`, onClick: backToHotel, variant: 'secondary' }
            : undefined
        }
      >
        {failure ? messages[failure] : null}
      </Dialog>
    </>
  );
}
