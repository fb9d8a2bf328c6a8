import { commonSlice, initialCommonState } from '@nusa/core/common-slice';
import { createTestStore } from '@nusa/test-kit/store';
import { type Member, type MemberState, memberSlice } from '../member-slice';

export const member: Member = {
  id: 7,
  full_name: 'Sari Dewi',
  fullname: 'Sari Dewi',
  email: 'sari@example.com',
  verified_by_sms: true,
  firstname: null,
  lastname: null,
  gender: null,
  birth_date: null,
  title: null,
  phone_number_country_code: '62',
  phone_number: '81234567890',
  status: 'active',
  has_password: true,
  newsletter: false,
  created_at: '2026-01-01T00:00:00Z',
};

export const token = { token: 'jwt-token', token_type: 'Bearer' as const, expires_in: 3600, member_id: 7 };

/** The slices the shell holds for this feature: common, and the member session. */
export function makeStore(memberState: Partial<MemberState> = {}) {
  return createTestStore([commonSlice, memberSlice], {
    common: initialCommonState,
    member: { ...memberSlice.getInitialState(), ...memberState },
  });
}
