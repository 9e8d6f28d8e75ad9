import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectWorker } from './worker/connectWorker.ts';
import './ui/base.css';
import './shell/shell.css';
import './login/login.css';
import './ui/table.css';
import './customers/customers.css';
import './opportunities/opportunities.css';
import './ui/popup.css';
import './sold/sold.css';
import './share/listPopups.css';
import './customer/customerHeader.css';
import './service/serviceHistory.css';
import './deal/deal.css';
import './deal/deal-phone.css';
import './deal/dealEdit.css';
import './inventory/inventory.css';
import './leads/leads.css';
import './customer/customerProfile.css';
import './calendar/calendar.css';
import './calendar/appointment.css';
import './alerts/alerts.css';
import './search/search.css';
import './support/support.css';
import './user/user.css';
// Last: the phone and touch layer overrides the screens' desktop rules.
import './shell/phone.css';

const api = connectWorker();

void api.start(location.origin);
void api.setOnline(navigator.onLine);
window.addEventListener('online', () => void api.setOnline(true));
window.addEventListener('offline', () => void api.setOnline(false));

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App api={api} />
  </StrictMode>,
);
