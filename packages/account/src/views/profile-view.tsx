import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { membersKeys, updateMember } from '@nusa/api-client/queries/members';
import type { components } from '@nusa/api-client/schema';
import { useNavigate } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { Select } from '@nusa/ui-kit/select';
import { TextField } from '@nusa/ui-kit/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { flagProfileUpdated } from '../flash';
import { formMessages } from '../form-messages';
import { AccountMain, Failed, Loading } from '../frame';
import { jakartaToday } from '../model/dates';
import { type ProfileValues, profileBody, profileSchema } from '../model/forms';
import { PhoneSection } from '../profile/phone-change';
import { useMember } from '../use-member';

type Member = components['schemas']['Member'];

export default function Profile() {
  const { t } = useLingui();
  const { query } = useMember();
  return (
    <AccountMain title={t`Profil`} busy={query.isPending}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <ProfileForm member={query.data.data} />
          <PhoneSection member={query.data.data} />
        </>
      )}
    </AccountMain>
  );
}

const valuesOf = (member: Member): ProfileValues => ({
  fullname: member.fullname,
  firstname: member.firstname ?? '',
  lastname: member.lastname ?? '',
  title: member.title ?? '',
  gender: member.gender ?? '',
  birthDate: member.birth_date ?? '',
});

const FIELDS: Record<string, keyof ProfileValues> = {
  fullname: 'fullname',
  firstname: 'firstname',
  lastname: 'lastname',
  title: 'title',
  gender: 'gender',
  birth_date: 'birthDate',
};

function ProfileForm({ member, today = jakartaToday() }: { member: Member; today?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(() => profileSchema(formMessages(i18n), today), [i18n, today]);
  const [failed, setFailed] = useState(false);

  const submit = async (values: ProfileValues, form: FormikHelpers<ProfileValues>) => {
    setFailed(false);
    try {
      await updateMember(member.id, profileBody(values));
      await queryClient.invalidateQueries({ queryKey: membersKeys.member(member.id) });
      // The spec: after a profile update, go to /account with a success dialog.
      flagProfileUpdated();
      await navigate({ to: '/account' });
    } catch (error) {
      const inPlace: Partial<Record<keyof ProfileValues, string>> = {};
      if (isApiError(error))
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const key = FIELDS[field];
          if (key && messages[0]) inPlace[key] = messages[0];
        }
      if (Object.keys(inPlace).length > 0) form.setErrors(inPlace);
      else setFailed(true);
    }
  };

  return (
    <Formik initialValues={valuesOf(member)} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const error = (field: keyof ProfileValues) =>
          (form.touched[field] || form.submitCount > 0) && form.errors[field]
            ? form.errors[field]
            : undefined;
        return (
          <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
            {failed ? (
              <p className={styles.error} role="alert">
                <Trans>Profil belum tersimpan. Periksa koneksi Anda, lalu coba lagi.</Trans>
              </p>
            ) : null}
            <Select
              label={t`Titel`}
              placeholder={t`Pilih titel`}
              options={[
                { value: 'Mr', label: t`Tuan` },
                { value: 'Mrs', label: t`Nyonya` },
                { value: 'Ms', label: t`Nona` },
              ]}
              {...form.getFieldProps('title')}
              error={error('title')}
            />
            <TextField
              label={t`Nama lengkap`}
              autoComplete="name"
              maxLength={100}
              hint={t`Sesuai KTP atau paspor`}
              {...form.getFieldProps('fullname')}
              error={error('fullname')}
            />
            <TextField
              label={t`Nama depan`}
              autoComplete="given-name"
              maxLength={50}
              {...form.getFieldProps('firstname')}
              error={error('firstname')}
            />
            <TextField
              label={t`Nama belakang`}
              autoComplete="family-name"
              maxLength={50}
              {...form.getFieldProps('lastname')}
              error={error('lastname')}
            />
            <fieldset className={layout.fieldset}>
              <legend className={styles.legend}>
                <Trans>Jenis kelamin</Trans>
              </legend>
              <div className={styles.choices}>
                {(['male', 'female'] as const).map((gender) => (
                  <label key={gender} className={styles.choice}>
                    <input
                      type="radio"
                      name="gender"
                      value={gender}
                      checked={form.values.gender === gender}
                      onChange={() => void form.setFieldValue('gender', gender)}
                    />
                    {gender === 'male' ? t`Laki-laki` : t`Perempuan`}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              label={t`Tanggal lahir`}
              type="date"
              autoComplete="bday"
              max={today}
              {...form.getFieldProps('birthDate')}
              error={error('birthDate')}
            />
            <Button type="submit" fullWidth loading={form.isSubmitting}>
              <Trans>Simpan</Trans>
            </Button>
          </form>
        );
      }}
    </Formik>
  );
}
