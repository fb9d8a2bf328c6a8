// Changing the phone number (issue 12, spec §4 and §8): the new number gets an `update_profile` code by WhatsApp,
// the member types it in ui-kit's verification dialog, and PUT /api/members/{id} (action_type phone) consumes it.
// A refused code only marks the code invalid (spec §8: "on profile update a failed verification only marks the code
// invalid"); typed values survive every failure.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { membersKeys, requestOtp, updateMember } from '@nusa/api-client/queries/members';
import type { components } from '@nusa/api-client/schema';
import { Badge } from '@nusa/ui-kit/badge';
import { Button } from '@nusa/ui-kit/button';
import { type Country, CountryCodeButton, CountryPicker, INDONESIA } from '@nusa/ui-kit/country-picker';
import { lockedOutOtpSession, OtpDialog, type OtpSession, otpSession } from '@nusa/ui-kit/otp-dialog';
import { TextField } from '@nusa/ui-kit/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Formik, type FormikProps } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { formMessages } from '../form-messages';
import { displayPhone, type PhoneValues, phoneSchema, phoneTarget } from '../model/forms';
import phoneStyles from './phone.module.css';

type Member = components['schemas']['Member'];
type Target = ReturnType<typeof phoneTarget>;

interface Verification {
  target: Target;
  session: OtpSession;
  invalid: boolean;
  message: string | undefined;
  verifying: boolean;
  resending: boolean;
}

const systemNow = () => Date.now();

/** The member's number with its verification state, and the change: new number → code → verified number. */
export function PhoneSection({ member, now = systemNow }: { member: Member; now?: () => number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      phoneSchema(formMessages(i18n), {
        countryCode: member.phone_number_country_code,
        phone: member.phone_number,
      }),
    [i18n, member.phone_number_country_code, member.phone_number],
  );
  const [editing, setEditing] = useState(false);
  const [country, setCountry] = useState<Country>(INDONESIA);
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const titleId = useId();
  const form = useRef<FormikProps<PhoneValues>>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // Opening the change puts the cursor in the new number; closing it returns focus to its button.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) field.current?.focus();
    else if (!editing && wasEditing.current) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const phone =
    member.phone_number && member.phone_number_country_code
      ? displayPhone(member.phone_number_country_code, member.phone_number)
      : null;

  const unreachable = t`Kode belum terkirim. Periksa koneksi Anda, lalu coba lagi.`;
  const messageOf = (error: unknown) =>
    isApiError(error) && !error.isNetworkError ? error.message : unreachable;

  /** Asks for a code; a 429 is the lockout itself (spec §4): the dialog then shows the wait, timed out. */
  const send = async (target: Target): Promise<OtpSession> => {
    try {
      const { data } = await requestOtp({ ...target, type: 'update_profile', fullname: member.fullname });
      return otpSession(
        {
          index: data.otp_index,
          nextInterval: data.next_interval,
          expiresAt: data.expire_in_timestamp ? data.expire_in_timestamp * 1000 : null,
        },
        now(),
      );
    } catch (error) {
      if (isApiError(error) && error.status === 429) return lockedOutOtpSession(now(), error.retryAfter);
      throw error;
    }
  };

  const requestCode = async (values: PhoneValues) => {
    setFailure(null);
    const target = phoneTarget(values);
    try {
      const session = await send(target);
      setVerification({
        target,
        session,
        invalid: false,
        message: undefined,
        verifying: false,
        resending: false,
      });
    } catch (error) {
      const onField = isApiError(error) ? error.fieldError('phone_number') : undefined;
      if (onField) form.current?.setFieldError('phone', onField);
      else setFailure(messageOf(error));
    }
  };

  const resend = async () => {
    if (!verification) return;
    const { target } = verification;
    setVerification({ ...verification, resending: true, invalid: false, message: undefined });
    try {
      const session = await send(target);
      setVerification((v) => v && { ...v, session, resending: false });
    } catch (error) {
      setVerification((v) => v && { ...v, resending: false, message: messageOf(error) });
    }
  };

  const verify = async (otp: string) => {
    if (!verification) return;
    const { target } = verification;
    setVerification({ ...verification, verifying: true });
    try {
      await updateMember(member.id, { action_type: 'phone', ...target, otp });
      await queryClient.invalidateQueries({ queryKey: membersKeys.member(member.id) });
      setVerification(null);
      setEditing(false);
      setChangedTo(displayPhone(target.phone_number_country_code, target.phone_number));
      form.current?.resetForm();
    } catch (error) {
      if (isApiError(error) && error.fieldError('otp') && error.status === 422) {
        // Wrong or expired code: only the code is marked (spec §8).
        setVerification((v) => v && { ...v, verifying: false, invalid: true });
      } else if (isApiError(error) && error.status === 429) {
        // Five wrong codes void it: it is timed out now and a new one must be requested.
        setVerification(
          (v) =>
            v && {
              ...v,
              verifying: false,
              invalid: true,
              message: error.message,
              session: { ...v.session, expiresAt: now() },
            },
        );
      } else if (isApiError(error) && error.fieldError('phone_number')) {
        // Someone registered the number meanwhile: back to the field, which says so.
        setVerification(null);
        form.current?.setFieldError('phone', error.fieldError('phone_number'));
      } else setVerification((v) => v && { ...v, verifying: false, message: messageOf(error) });
    }
  };

  const { name: countryName, callingCode } = country;
  const sentTo = verification
    ? displayPhone(verification.target.phone_number_country_code, verification.target.phone_number)
    : '';
  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        <Trans>Nomor ponsel</Trans>
      </h2>
      <div className={styles.row}>
        <span>{phone ?? t`Belum diisi`}</span>
        {phone ? (
          member.verified_by_sms ? (
            <Badge tone="success">
              <Trans>Terverifikasi</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Belum terverifikasi</Trans>
            </Badge>
          )
        ) : null}
      </div>
      <div aria-live="polite">
        {changedTo && !editing ? (
          <p className={styles.success}>
            <Trans>Nomor ponsel berhasil diubah menjadi {changedTo}.</Trans>
          </p>
        ) : null}
      </div>
      {editing ? null : (
        <Button
          ref={opener}
          variant="secondary"
          onClick={() => {
            setChangedTo(null);
            setEditing(true);
          }}
        >
          {phone ? <Trans>Ubah nomor</Trans> : <Trans>Tambah nomor</Trans>}
        </Button>
      )}
      <Formik<PhoneValues>
        innerRef={form}
        initialValues={{ countryCode: INDONESIA.callingCode, phone: '' }}
        validationSchema={schema}
        onSubmit={requestCode}
      >
        {(f) =>
          editing ? (
            <form className={styles.form} onSubmit={f.handleSubmit} noValidate>
              {failure ? (
                <p className={styles.error} role="alert">
                  {failure}
                </p>
              ) : null}
              <div className={phoneStyles.row}>
                <CountryCodeButton
                  country={country}
                  className={phoneStyles.country}
                  onClick={() => setPicking(true)}
                  aria-label={t`Kode negara: ${countryName} +${callingCode}. Ganti`}
                />
                <TextField
                  ref={field}
                  wrapperClassName={phoneStyles.number}
                  label={t`Nomor ponsel baru`}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="81234567890"
                  hint={t`Kode verifikasi dikirim lewat WhatsApp ke nomor ini.`}
                  required
                  {...f.getFieldProps('phone')}
                  error={
                    (f.touched.phone || f.submitCount > 0) && f.errors.phone ? f.errors.phone : undefined
                  }
                />
              </div>
              <div className={styles.actions}>
                <Button type="submit" loading={f.isSubmitting}>
                  <Trans>Kirim kode</Trans>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setFailure(null);
                    setEditing(false);
                  }}
                >
                  <Trans>Batal</Trans>
                </Button>
              </div>
              <CountryPicker
                open={picking}
                selected={country.iso2}
                locale={i18n.locale}
                onSelect={(picked) => {
                  setCountry(picked);
                  void f.setFieldValue('countryCode', picked.callingCode);
                  setPicking(false);
                }}
                onClose={() => setPicking(false)}
                labels={{
                  title: t`Pilih kode negara`,
                  close: t`Tutup`,
                  search: t`Cari negara atau kode`,
                  list: t`Daftar negara`,
                  loading: t`Memuat…`,
                  empty: t`Negara tidak ditemukan`,
                  failed: t`Daftar negara gagal dimuat. Coba lagi.`,
                }}
              />
            </form>
          ) : null
        }
      </Formik>
      {verification ? (
        <OtpDialog
          open
          onClose={() => setVerification(null)}
          session={verification.session}
          invalid={verification.invalid}
          message={verification.message}
          verifying={verification.verifying}
          resending={verification.resending}
          onVerify={(code) => void verify(code)}
          onResend={() => void resend()}
          onCodeChange={() => setVerification((v) => (v?.invalid ? { ...v, invalid: false } : v))}
          now={now}
          labels={{
            title: t`Verifikasi nomor ponsel`,
            close: t`Tutup`,
            instructions: t`Masukkan 6 digit kode yang kami kirim lewat WhatsApp ke ${sentTo}.`,
            code: t`Kode verifikasi`,
            digit: (position, total) => t`Digit ${position} dari ${total}`,
            invalid: t`Kode tidak valid`,
            pasteRejected: t`Hanya angka yang bisa ditempel`,
            lockedOut: (minutes) =>
              t`Batas pengiriman ulang tercapai. Tunggu ${plural(minutes, { one: '# menit', other: '# menit' })} lalu coba lagi.`,
            timedOut: t`Waktu habis. Kode sudah tidak berlaku, silakan kirim ulang kode.`,
            validFor: t`Kode berlaku selama`,
            resend: t`Kirim ulang kode`,
            resendIn: (seconds) => t`Kirim ulang kode dalam ${seconds} detik`,
            verify: t`Verifikasi`,
          }}
        />
      ) : null}
    </section>
  );
}
