import { useSearchParams } from 'wouter';
import { LoginFrame } from './LoginFrame.tsx';
import { ResetConfirmForm } from './ResetConfirmForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';

/** /reset-password: asks for the e-mail; with ?code= from the e-mailed link, sets the new password. */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const code = query.get('code');
  return (
    <LoginFrame title={code ? 'Choose a new password' : 'Reset password'}>
      {code ? <ResetConfirmForm code={code} /> : <ResetRequestForm />}
    </LoginFrame>
  );
}
