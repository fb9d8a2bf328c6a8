import { describe, expect, it } from 'vitest';
import { emptyReview, type ReviewMessages, reviewSchema } from './review-form';

const m: ReviewMessages = {
  required: 'required',
  minText: 'min 2',
  max: (max) => `max ${max}`,
  rating: 'rate',
  typeOfTravel: 'travel',
};

const errorsOf = async (values: unknown) => {
  try {
    await reviewSchema(m).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const complete = {
  ...emptyReview,
  title: 'Ok',
  description: 'Bersih',
  ratings: { cleanliness: 5, comfort: 4, services: 3, value_for_money: 5 },
  typeOfTravel: 'family',
};

describe('reviewSchema', () => {
  it('accepts a complete review with 2-character texts', async () => {
    expect(await errorsOf(complete)).toEqual([]);
  });

  it('wants every point rated and a type of travel', async () => {
    const errors = await errorsOf({
      ...complete,
      ratings: { ...complete.ratings, services: 0 },
      typeOfTravel: '',
    });
    expect(errors).toEqual(['rate', 'travel']);
  });

  it('wants at least 2 characters, spaces aside', async () => {
    expect(await errorsOf({ ...complete, title: ' a ', description: 'x' })).toEqual(['min 2', 'min 2']);
  });
});
