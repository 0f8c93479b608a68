import { LoginPage } from '../LoginPage';

/** /sme/auth/signin: the login screen of the SME area. */
export function SmeSigninPage() {
  return <LoginPage area="sme" />;
}
