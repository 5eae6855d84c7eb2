// The time zone data of Form.io's datetime component, from the app's bundle: Form.io otherwise fetches
// it from its CDN (moment-timezone's packed data) when a calendar gets a value, which the portal's content
// security policy refuses ("Failed to fetch" page errors). Form.io's loadZones() waits on
// `moment.zonesPromise` when it is set, so a getter there loads the bundled data, once, on first need.
import moment from 'moment-timezone/moment-timezone';

type FormioMoment = typeof moment & { zonesLoaded?: boolean };
let loading: Promise<void> | undefined;

Object.defineProperty(moment, 'zonesPromise', {
  configurable: true,
  get: () =>
    (loading ??= import('moment-timezone/data/packed/latest.json').then(({ default: zones }) => {
      moment.tz.load(zones as Parameters<typeof moment.tz.load>[0]);
      (moment as FormioMoment).zonesLoaded = true;
    })),
  // Form.io assigns its own fetch here only when the getter answered nothing: never.
  set: () => undefined,
});
