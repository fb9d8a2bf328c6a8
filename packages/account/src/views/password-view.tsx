import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { membersKeys, updateMember } from '@nusa/api-client/queries/members';
import type { components } from '@nusa/api-client/schema';
import { Button } from '@nusa/ui-kit/button';
import { TextField } from '@nusa/ui-kit/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import styles from '../account.module.css';
import { formMessages } from '../form-messages';
import { AccountMain, Failed, Loading } from '../frame';
import { type PasswordValues, passwordSchema } from '../model/forms';
import { useMember } from '../use-member';

type Member = components['schemas']['Member'];

export default function Password() {
  const { t } = useLingui();
  const { query } = useMember();
  const title = query.data && !query.data.data.has_password ? t`Buat kata sandi` : t`Kata sandi dan keamanan`;
  return (
    <AccountMain title={title} busy={query.isPending}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <PasswordForm member={query.data.data} />
      )}
    </AccountMain>
  );
}

const EMPTY: PasswordValues = { oldPassword: '', password: '', confirmation: '' };

function PasswordForm({ member }: { member: Member }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const withOld = member.has_password;
  const schema = useMemo(() => passwordSchema(formMessages(i18n), withOld), [i18n, withOld]);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const submit = async (values: PasswordValues, form: FormikHelpers<PasswordValues>) => {
    setOutcome(null);
    try {
      await updateMember(member.id, {
        action_type: 'password',
        ...(withOld ? { old_password: values.oldPassword } : {}),
        password: values.password,
        password_confirmation: values.confirmation,
      });
      await queryClient.invalidateQueries({ queryKey: membersKeys.member(member.id) });
      form.resetForm({ values: EMPTY });
      setOutcome('saved');
    } catch (error) {
      // The server's field messages (e.g. "incorrect password") go under their fields; what is typed stays.
      const fields = isApiError(error) ? error.fieldErrors : {};
      const inPlace = {
        ...(fields.old_password?.[0] ? { oldPassword: fields.old_password[0] } : {}),
        ...(fields.password?.[0] ? { password: fields.password[0] } : {}),
        ...(fields.password_confirmation?.[0] ? { confirmation: fields.password_confirmation[0] } : {}),
      };
      if (Object.keys(inPlace).length > 0) form.setErrors(inPlace);
      else setOutcome('failed');
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const error = (field: keyof PasswordValues) =>
          (form.touched[field] || form.submitCount > 0) && form.errors[field]
            ? form.errors[field]
            : undefined;
        return (
          <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
            {outcome === 'saved' ? (
              <p className={styles.success} role="status">
                <Trans>Kata sandi berhasil diperbarui.</Trans>
              </p>
            ) : outcome === 'failed' ? (
              <p className={styles.error} role="alert">
                <Trans>Gagal memperbarui kata sandi. Coba lagi.</Trans>
              </p>
            ) : null}
            {!withOld ? (
              <p className={styles.muted}>
                <Trans>
                  Anda mendaftar dengan nomor ponsel. Buat kata sandi agar bisa masuk juga dengan email.
                </Trans>
              </p>
            ) : null}
            {withOld ? (
              <TextField
                label={t`Kata sandi saat ini`}
                type="password"
                autoComplete="current-password"
                {...form.getFieldProps('oldPassword')}
                error={error('oldPassword')}
              />
            ) : null}
            <TextField
              label={t`Kata sandi baru`}
              type="password"
              autoComplete="new-password"
              hint={t`6-20 karakter`}
              maxLength={20}
              {...form.getFieldProps('password')}
              error={error('password')}
            />
            <TextField
              label={t`Ulangi kata sandi baru`}
              type="password"
              autoComplete="new-password"
              maxLength={20}
              {...form.getFieldProps('confirmation')}
              error={error('confirmation')}
            />
            <Button type="submit" fullWidth loading={form.isSubmitting}>
              <Trans>Simpan kata sandi</Trans>
            </Button>
          </form>
        );
      }}
    </Formik>
  );
}
