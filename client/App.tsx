import type { Remote } from 'comlink';
import { Route, Router, Switch } from 'wouter';
import type { WorkerApi } from '../worker/api.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { ResetPasswordPage } from './login/ResetPasswordPage.tsx';
import { LoadingOverlay } from './session/LoadingOverlay.tsx';
import { SessionGuard } from './session/SessionGuard.tsx';
import { SessionSubscription } from './session/SessionSubscription.tsx';
import { SignInOverlay } from './session/SignInOverlay.tsx';
import { SignedInApp } from './shell/SignedInApp.tsx';
import { WorkerContext } from './worker/WorkerContext.tsx';
import { useSession } from './session/useSession.ts';

function Screens() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingOverlay />;
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route>
        <SignedInApp />
      </Route>
    </Switch>
  );
}

export function App({ api }: { api: Remote<WorkerApi> }) {
  return (
    <WorkerContext value={api}>
      <SessionSubscription />
      <Router>
        <SessionGuard />
        <Screens />
        <SignInOverlay />
      </Router>
    </WorkerContext>
  );
}
