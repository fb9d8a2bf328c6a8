import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { bookingsKeys } from '@nusa/api-client/queries/bookings';
import { hotelsKeys } from '@nusa/api-client/queries/hotels';
import { reviewsKeys, submitReview, uploadReviewMedia } from '@nusa/api-client/queries/reviews';
import type { components } from '@nusa/api-client/schema';
import { Button } from '@nusa/ui-kit/button';
import { Checkbox } from '@nusa/ui-kit/checkbox';
import { TextField } from '@nusa/ui-kit/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { emptyReview, POINTS, type ReviewValues, reviewSchema, TRAVEL_TYPES } from '../model/review-form';
import { ACCEPT, admitFiles, type MediaKind, MAX_FILES, kindOf, type Rejection } from '../model/review-media';
import { pointName, travelName } from './review-names';
import review from './review.module.css';

type MemberReview = components['schemas']['MemberReview'];

interface Chosen {
  key: string;
  file: File;
  kind: MediaKind;
  /** A blob URL for the preview, revoked on removal. */
  preview: string;
  /** Set once uploaded, so a retry after a failure does not send the file again. */
  mediaId?: number;
}

let nextKey = 0;

/** The review form of one completed stay; sends the chosen photos and videos first, one by one, then the review. */
export function ReviewForm({ stay }: { stay: MemberReview }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      reviewSchema({
        required: i18n._(msg`Kolom ini wajib diisi`),
        minText: i18n._(msg`Minimal 2 karakter`),
        max: (max) => i18n._(msg`Maksimal ${max} karakter`),
        rating: i18n._(msg`Beri nilai untuk poin ini`),
        typeOfTravel: i18n._(msg`Pilih jenis perjalanan`),
      }),
    [i18n],
  );
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  // Previews are blob URLs: released when the page goes.
  useEffect(
    () => () => {
      for (const c of chosenRef.current) URL.revokeObjectURL(c.preview);
    },
    [],
  );

  const reasonText = (reason: Rejection, name: string) => {
    switch (reason) {
      case 'type':
        return t`${name}: hanya foto (JPG, PNG, WebP, HEIC) atau video (MP4, MOV).`;
      case 'photo_size':
        return t`${name}: ukuran foto harus di bawah 10 MB.`;
      case 'video_size':
        return t`${name}: ukuran video harus di bawah 100 MB.`;
      case 'count':
        return t`${name}: maksimal ${MAX_FILES} foto atau video.`;
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be picked again after a removal.
    event.target.value = '';
    const { accepted, rejected } = admitFiles(chosen.length, files);
    setRejections(rejected.map((r) => reasonText(r.reason, r.file.name)));
    setChosen((current) => [
      ...current,
      ...accepted.map((file) => ({
        key: `media-${nextKey++}`,
        file,
        kind: kindOf(file) as MediaKind,
        preview: URL.createObjectURL(file),
      })),
    ]);
  };

  const remove = (key: string) =>
    setChosen((current) => {
      const gone = current.find((c) => c.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((c) => c.key !== key);
    });

  const submit = async (values: ReviewValues, form: FormikHelpers<ReviewValues>) => {
    setFailure(null);
    try {
      // One file per request: the progress says honestly how many are up, and a failure names its file.
      const ids: number[] = [];
      const pending = chosen.filter((c) => c.mediaId === undefined).length;
      let done = 0;
      setProgress(pending ? { done, total: pending } : null);
      for (const item of chosen) {
        if (item.mediaId !== undefined) {
          ids.push(item.mediaId);
          continue;
        }
        const answer = await uploadReviewMedia([item.file]);
        const id = answer.data[0]?.id;
        if (id === undefined) throw new Error('upload answered no media');
        ids.push(id);
        setChosen((current) => current.map((c) => (c.key === item.key ? { ...c, mediaId: id } : c)));
        done += 1;
        setProgress({ done, total: pending });
      }
      await submitReview({
        booking_code: stay.booking_code,
        item_id: stay.item_id,
        title: values.title.trim(),
        description: values.description.trim(),
        ratings: values.ratings,
        type_of_travel: values.typeOfTravel as (typeof TRAVEL_TYPES)[number],
        hide_name: values.hideName,
        media_ids: ids,
      });
      // The page reads the stay again and shows the sent review read-only; the hotel's page shows it too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: hotelsKeys.detail(stay.hotel.id) }),
      ]);
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && error.code === 'already_reviewed') {
        await queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
        return;
      }
      const fields = isApiError(error) ? error.fieldErrors : {};
      const inPlace = {
        ...(fields.title?.[0] ? { title: fields.title[0] } : {}),
        ...(fields.description?.[0] ? { description: fields.description[0] } : {}),
      };
      if (Object.keys(inPlace).length > 0) form.setErrors(inPlace);
      setFailure(
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : t`Ulasan belum terkirim. Periksa koneksi Anda, lalu coba lagi.`,
      );
    }
  };

  return (
    <Formik initialValues={emptyReview} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const shown = form.submitCount > 0;
        const error = (field: 'title' | 'description') =>
          (form.touched[field] || shown) && form.errors[field] ? form.errors[field] : undefined;
        const ratingErrors = form.errors.ratings as Partial<Record<string, string>> | undefined;
        return (
          <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="review-form">
            <h2 id="review-form" className={layout.sectionTitle}>
              <Trans>Tulis ulasan</Trans>
            </h2>
            {POINTS.map((point) => {
              const value = form.values.ratings[point];
              const pointError = shown ? ratingErrors?.[point] : undefined;
              const name = pointName(i18n, point);
              return (
                <fieldset
                  key={point}
                  className={layout.fieldset}
                  aria-describedby={pointError ? `rating-${point}-error` : undefined}
                >
                  <legend className={styles.legend}>{name}</legend>
                  <div className={review.stars}>
                    {[1, 2, 3, 4, 5].map((star) => (
                      <label key={star} className={`${review.star} ${star <= value ? review.filled : ''}`}>
                        <input
                          type="radio"
                          name={`ratings.${point}`}
                          value={star}
                          checked={value === star}
                          onChange={() => void form.setFieldValue(`ratings.${point}`, star)}
                          aria-label={t`${star} dari 5`}
                        />
                        <span aria-hidden="true">★</span>
                      </label>
                    ))}
                  </div>
                  {pointError ? (
                    <p id={`rating-${point}-error`} className={styles.error}>
                      {pointError}
                    </p>
                  ) : null}
                </fieldset>
              );
            })}
            <fieldset
              className={layout.fieldset}
              aria-describedby={shown && form.errors.typeOfTravel ? 'travel-error' : undefined}
            >
              <legend className={styles.legend}>
                <Trans>Jenis perjalanan</Trans>
              </legend>
              <div className={styles.choices}>
                {TRAVEL_TYPES.map((type) => (
                  <label key={type} className={styles.choice}>
                    <input
                      type="radio"
                      name="typeOfTravel"
                      value={type}
                      checked={form.values.typeOfTravel === type}
                      onChange={() => void form.setFieldValue('typeOfTravel', type)}
                    />
                    {travelName(i18n, type)}
                  </label>
                ))}
              </div>
              {shown && form.errors.typeOfTravel ? (
                <p id="travel-error" className={styles.error}>
                  {form.errors.typeOfTravel}
                </p>
              ) : null}
            </fieldset>
            <TextField
              label={t`Judul ulasan`}
              maxLength={100}
              {...form.getFieldProps('title')}
              error={error('title')}
            />
            <TextField
              label={t`Ceritakan pengalaman Anda`}
              maxLength={2000}
              {...form.getFieldProps('description')}
              error={error('description')}
            />
            <Checkbox
              label={t`Sembunyikan nama saya`}
              {...form.getFieldProps({ name: 'hideName', type: 'checkbox' })}
            />
            <div className={layout.fieldset}>
              <label htmlFor="review-media" className={styles.legend}>
                <Trans>Foto atau video (maks. 5)</Trans>
              </label>
              <p id="review-media-hint" className={styles.muted}>
                <Trans>Foto di bawah 10 MB, video di bawah 100 MB.</Trans>
              </p>
              <input
                id="review-media"
                type="file"
                multiple
                accept={ACCEPT}
                onChange={onFiles}
                disabled={chosen.length >= MAX_FILES || form.isSubmitting}
                aria-describedby="review-media-hint"
              />
              {rejections.length > 0 ? (
                <ul className={styles.error} role="alert">
                  {rejections.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : null}
              {chosen.length > 0 ? (
                <ul className={review.media} aria-label={t`Foto dan video dipilih`}>
                  {chosen.map((item) => (
                    <li key={item.key}>
                      {item.kind === 'photo' ? (
                        <img src={item.preview} alt={item.file.name} />
                      ) : (
                        <video src={item.preview} muted preload="metadata" aria-label={item.file.name} />
                      )}
                      <span className={review.fileName}>{item.file.name}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => remove(item.key)}
                        disabled={form.isSubmitting}
                        aria-label={t`Hapus ${item.file.name}`}
                      >
                        <Trans>Hapus</Trans>
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            {progress ? (
              <div role="status">
                <label htmlFor="review-progress">{t`Mengunggah ${progress.done} dari ${progress.total}`}</label>
                <progress
                  id="review-progress"
                  className={review.progress}
                  value={progress.done}
                  max={progress.total}
                />
              </div>
            ) : null}
            {failure ? (
              <p className={styles.error} role="alert">
                {failure}
              </p>
            ) : null}
            <Button type="submit" fullWidth loading={form.isSubmitting}>
              <Trans>Kirim ulasan</Trans>
            </Button>
          </form>
        );
      }}
    </Formik>
  );
}
