import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { opensInNewTab } from '../../domain/alerts/alert.ts';
import { alertLink } from '../../domain/alerts/alertListUrl.ts';
import { useWorker } from '../worker/useWorker.ts';

/**
 * Opening an alert (spec 000 "Alerts", §4): marks it viewed if it was not (the worker reads it as read at once and
 * posts the clear), then follows its link (alertLink: its url, never one leaving the app): one containing "api" in a
 * new tab (opened within the click, so no popup blocker stops it), any other inside the app.
 */
export function useOpenAlert(): (alert: { id: number; url: string }) => void {
  const api = useWorker();
  const [, navigate] = useLocation();
  return useCallback(
    (alert) => {
      const marked = api.openAlert(alert.id);
      const link = alertLink(alert.url);
      if (opensInNewTab(link)) {
        window.open(link, '_blank', 'noopener');
        return;
      }
      void marked.finally(() => navigate(link));
    },
    [api, navigate],
  );
}
