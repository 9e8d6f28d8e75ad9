import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectWorker } from './worker/connectWorker.ts';
import './styles/base.css';
import './styles/shell.css';
import './styles/login.css';
import './styles/table.css';
import './styles/customers.css';
import './styles/opportunities.css';
import './styles/popup.css';
import './styles/sold.css';
import './styles/listPopups.css';
import './styles/customerHeader.css';
import './styles/serviceHistory.css';
import './styles/deal.css';
import './styles/deal-phone.css';
import './styles/dealEdit.css';
import './styles/inventory.css';
import './styles/leads.css';
import './styles/customerProfile.css';
import './styles/calendar.css';
import './styles/appointment.css';
import './styles/alerts.css';
import './styles/search.css';
import './styles/support.css';
import './styles/user.css';
// Last: the phone and touch layer overrides the screens' desktop rules.
import './styles/phone.css';

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
