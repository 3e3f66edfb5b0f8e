import Tooltip from '@material-ui/core/Tooltip';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Building a formatter costs far more than formatting; a page renders dozens
// of times and renders again on every vote (docs/performance.md, client).
const relativeFormats = new Map<string | undefined, Intl.RelativeTimeFormat>();
const exactFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function relativeFormat(locale?: string) {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

function exactFormat(locale?: string) {
  let format = exactFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    exactFormats.set(locale, format);
  }
  return format;
}

/**
 * "3 hours ago", "yesterday", "in 2 days" for `date` seen from `now`, in the
 * user's locale.
 * @public
 */
export function formatRelativeTime(
  date: Date,
  now: Date = new Date(),
  locale?: string,
): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = relativeFormat(locale);
  // Under a minute, "now" reads better than "23 seconds ago".
  if (Math.abs(seconds) < 45) return format.format(0, 'second');
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size * 0.9 || unit === 'second') {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(seconds, 'second');
}

/** @public */
export interface RelativeTimeProps {
  /** An ISO timestamp as the API sends it, or a Date. */
  date: string | Date;
  /** Reference time; defaults to now (tests pass a fixed one). */
  now?: Date;
  locale?: string;
}

/**
 * Relative time text in a `<time>` element; the exact date and time is in the
 * tooltip and in `dateTime` for assistive technology.
 * @public
 */
export function RelativeTime({ date, now, locale }: RelativeTimeProps) {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return null;
  const exact = exactFormat(locale).format(value);
  return (
    <Tooltip title={exact}>
      <time dateTime={value.toISOString()}>
        {formatRelativeTime(value, now, locale)}
      </time>
    </Tooltip>
  );
}
