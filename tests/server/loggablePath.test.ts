import { describe, expect, it } from 'vitest';
import { loggablePath } from '../../sync-server/http/loggablePath.ts';

const KEY = 'q7Wm0xT3vB9sLr2NcY5uKd8Ej4HaPf6GzXo1Ii0Ss2A';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoib3B0aW4ifQ.c2lnbmF0dXJl';

describe('loggablePath', () => {
  it('masks the intake key of a lead post and the token of an opt-in link', () => {
    expect(loggablePath(`/leads/intake/${KEY}`)).toBe('/leads/intake/****');
    expect(loggablePath(`/optin/${TOKEN}`)).toBe('/optin/****');
  });

  it('leaves the header form of the intake and paths without a secret as they are', () => {
    expect(loggablePath('/leads/intake')).toBe('/leads/intake');
    expect(loggablePath('/customer/c1/overview')).toBe('/customer/c1/overview');
    expect(loggablePath('/deal/equity%3AV1')).toBe('/deal/equity%3AV1');
    expect(loggablePath('/texts/status/0b6f1c9e-4f7a-5c1e-9a51-2f0d3b1c5e77')).toBe('/texts/status/0b6f1c9e-4f7a-5c1e-9a51-2f0d3b1c5e77');
    expect(loggablePath('/')).toBe('/');
  });

  it('drops the query and the fragment, where link tokens, reset codes and access tokens travel', () => {
    expect(loggablePath(`/dealsheet/view?link=${TOKEN}`)).toBe('/dealsheet/view');
    expect(loggablePath(`/customers/export?token=dealer-a&link=${TOKEN}`)).toBe('/customers/export');
    expect(loggablePath('/reset-password?code=Zk3pQ9wLm2Rt7Yx1')).toBe('/reset-password');
    expect(loggablePath(`/sync/live?access_token=${TOKEN}`)).toBe('/sync/live');
    expect(loggablePath(`/optin/${TOKEN}#top`)).toBe('/optin/****');
  });

  it('masks the secret however the path spells the route: encoded, in capitals, with doubled or trailing slashes', () => {
    expect(loggablePath(`/%6Fptin/${TOKEN}`)).toBe('/%6Fptin/****');
    expect(loggablePath(`/leads/%69ntake/${KEY}`)).toBe('/leads/%69ntake/****');
    expect(loggablePath(`/LEADS/Intake/${KEY}`)).toBe('/LEADS/Intake/****');
    expect(loggablePath(`//optin/${TOKEN}`)).toBe('//optin/****');
    expect(loggablePath(`/leads//intake/${KEY}/`)).toBe('/leads//intake/****/');
    expect(loggablePath(`/leads/intake/${KEY}/more`)).toBe('/leads/intake/****/more');
    expect(loggablePath(`/optin/${TOKEN.slice(0, 10)}%ZZ`)).toBe('/optin/****');
  });
});
