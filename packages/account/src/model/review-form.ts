// The spec's review form (§3, §5): title, description of at least 2 characters, every point rated, one type of
// travel, hide my name. The server validates the same (ReviewSubmission in the contract).
import { number, object, string } from 'yup';

export const POINTS = ['cleanliness', 'comfort', 'services', 'value_for_money'] as const;
export type Point = (typeof POINTS)[number];
export const TRAVEL_TYPES = ['personal', 'business', 'family'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

export interface ReviewValues {
  title: string;
  description: string;
  /** 0 while not rated. */
  ratings: Record<Point, number>;
  typeOfTravel: TravelType | '';
  hideName: boolean;
}

export const emptyReview: ReviewValues = {
  title: '',
  description: '',
  ratings: { cleanliness: 0, comfort: 0, services: 0, value_for_money: 0 },
  typeOfTravel: '',
  hideName: false,
};

export interface ReviewMessages {
  required: string;
  minText: string;
  max: (max: number) => string;
  rating: string;
  typeOfTravel: string;
}

const rating = (m: ReviewMessages) => number().required(m.rating).min(1, m.rating).max(5, m.rating);

export const reviewSchema = (m: ReviewMessages) =>
  object({
    title: string().trim().required(m.required).min(2, m.minText).max(100, m.max(100)),
    description: string().trim().required(m.required).min(2, m.minText).max(2000, m.max(2000)),
    ratings: object({
      cleanliness: rating(m),
      comfort: rating(m),
      services: rating(m),
      value_for_money: rating(m),
    }),
    typeOfTravel: string()
      .required(m.typeOfTravel)
      .oneOf([...TRAVEL_TYPES], m.typeOfTravel),
  });
