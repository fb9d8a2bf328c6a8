import { useRouter } from '@nusa/router/react';
import { useDispatch, useSelector } from 'react-redux';
import { openAuth } from './auth-prompt';
import { httpAuthApi } from './flow/auth-api';
import { UpdatePasswordView } from './flow/update-password-view';
import { WithAuthCatalog } from './flow/with-auth-catalog';
import { type MemberState, memberActions } from './member-slice';

/** /update-password: offered after the welcome modal (password-less registration) and from the account. */
export function UpdatePasswordPage() {
  const router = useRouter();
  const dispatch = useDispatch();
  const user = useSelector((s: { member?: MemberState }) => (s.member?.token ? s.member.user : null));
  return (
    <WithAuthCatalog>
      <UpdatePasswordView
        user={user}
        api={httpAuthApi}
        onSaved={(next) => dispatch(memberActions.setUser(next))}
        onSignIn={() => openAuth({ view: 'signIn', redirect: '/update-password' })}
        onDone={() => void router.navigate({ to: '/' })}
      />
    </WithAuthCatalog>
  );
}
export default UpdatePasswordPage;
