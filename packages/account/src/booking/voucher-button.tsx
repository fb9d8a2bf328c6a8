import { Trans, useLingui } from '@lingui/react/macro';
import { downloadBookingVoucher } from '@nusa/api-client/queries/bookings';
import { Button } from '@nusa/ui-kit/button';
import { useMutation } from '@tanstack/react-query';
import styles from '../account.module.css';
import { saveBlob } from '../model/save-blob';

/** The e-voucher PDF, fetched with the member's token (a plain link could not carry it), saved from a blob URL. */
export function VoucherButton({ code }: { code: string }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: () => downloadBookingVoucher(code),
    onSuccess: (pdf) => saveBlob(pdf, `e-voucher-${code}.pdf`),
  });
  return (
    <>
      <Button onClick={() => download.mutate()} loading={download.isPending}>
        <Trans>Unduh e-voucher (PDF)</Trans>
      </Button>
      {download.isError ? (
        <p className={styles.error} role="alert">
          {t`E-voucher belum dapat diunduh. Coba lagi.`}
        </p>
      ) : null}
    </>
  );
}
