'use client';

import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { monthAndYear, weekdayDate } from '@/lib/i18n/id/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/i18n/format';
import { isIsoDate, isoDate, shiftDate } from '@/lib/iso-dates';
import { orderTexts } from '@/lib/i18n/id/order';
import { changeRequestTexts } from '@/lib/i18n/id/order-window';
import Link from 'next/link';
import { deliveryDateProblem } from './order-lines';
import { Field, fieldAria } from '@/components/form/field';

/** "Senin, 6 Januari 2025": calendar dates are plain days, so no time zone is involved. */

/** Consecutive closed days shown as one range: "5 Januari 2025 – 7 Januari 2025". */
function closedRanges(dates: readonly string[]): string[] {
  const ranges: [string, string][] = [];
  for (const d of [...dates].sort()) {
    const last = ranges.at(-1);
    if (last && shiftDate(last[1], 1) === d) last[1] = d;
    else ranges.push([d, d]);
  }
  return ranges.map(([a, b]) => (a === b ? formatDate(a) : `${formatDate(a)} – ${formatDate(b)}`));
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate: string;
  disabledDates: string[];
  /** The day after the server's today: dates from it up to minDate are past their order deadline. */
  tomorrow?: string;
  /** From the form (submit) or the server; shown before anything else. */
  error?: string | null;
  /** A partner's way to ask the bakery for a day past its deadline (a change request for that date). */
  askHref?: (day: string) => string;
}

/**
 * The delivery date: a labelled date input for typing, and a month grid where closed days and
 * days before the first possible date are greyed out (aria-disabled) and refused with the reason.
 * Native date inputs cannot grey out single days, hence the grid. One day button is in the tab
 * order; the arrow keys move between days and PageUp/PageDown between months.
 */
export function DeliveryDatePicker({
  id,
  label,
  value,
  onChange,
  minDate,
  disabledDates,
  tomorrow,
  error,
  askHref,
}: Props) {
  const closed = useMemo(() => new Set(disabledDates), [disabledDates]);
  const [month, setMonth] = useState(() => startOfMonth(parseISO(value && isIsoDate(value) ? value : minDate)));
  const [focusDate, setFocusDate] = useState(value || minDate);
  const [refused, setRefused] = useState<{ day: string; message: string } | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const keyboardMove = useRef(false);
  const firstMonth = startOfMonth(parseISO(minDate));

  useEffect(() => {
    // Only after an arrow key: moving focus on every render would steal it from other fields.
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const days = eachDayOfInterval({
    start: startOfWeek(month, { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: 1 }),
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const tabbable = isSameMonth(parseISO(focusDate), month) ? focusDate : isoDate(month);
  const valueProblem = value ? deliveryDateProblem(value, minDate, disabledDates, tomorrow) : null;
  const message = error ?? refused?.message ?? valueProblem;
  // A day whose deadline has passed (not a closed one) may still be asked of the bakery.
  const lateDay = refused && tomorrow && refused.day >= tomorrow && !closed.has(refused.day) ? refused.day : null;
  const ranges = closedRanges(disabledDates);

  function showMonth(next: Date) {
    const start = startOfMonth(next);
    if (start < firstMonth) return;
    setMonth(start);
  }

  function pick(day: string) {
    const problem =
      day < minDate || closed.has(day) ? deliveryDateProblem(day, minDate, disabledDates, tomorrow) : null;
    if (problem) return void setRefused({ day, message: problem });
    setRefused(null);
    setFocusDate(day);
    onChange(day);
  }

  function onDayKey(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = KEY_STEPS[event.key];
    const monthStep = event.key === 'PageUp' ? -1 : event.key === 'PageDown' ? 1 : 0;
    if (!step && !monthStep) return;
    event.preventDefault();
    const next = step ? addDays(parseISO(day), step) : addMonths(parseISO(day), monthStep);
    if (startOfMonth(next) < firstMonth) return;
    keyboardMove.current = true;
    setFocusDate(isoDate(next));
    setMonth(startOfMonth(next));
  }

  return (
    <div className="space-y-3">
      <Field
        id={id}
        label={label}
        error={message}
        hint={value && !valueProblem ? orderTexts.calendar.chosen(weekdayDate(value)) : orderTexts.deliveryDateHint}
      >
        <Input
          id={id}
          type="date"
          min={minDate}
          value={value}
          className="max-w-56"
          {...fieldAria(id, message, true)}
          onChange={(e) => {
            const next = e.target.value;
            setRefused(null);
            if (isIsoDate(next)) {
              setFocusDate(next);
              showMonth(parseISO(next));
            }
            onChange(next);
          }}
        />
      </Field>
      {lateDay && askHref ? (
        <Link
          href={askHref(lateDay)}
          className="inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          {changeRequestTexts.askNew}
        </Link>
      ) : null}

      <div
        ref={gridRef}
        role="group"
        aria-label={orderTexts.calendar.label}
        className="max-w-sm rounded-lg border border-stone-200 p-2"
      >
        <div className="mb-1 flex items-center justify-between">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={orderTexts.calendar.previousMonth}
            disabled={month <= firstMonth}
            onClick={() => showMonth(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <p className="text-sm font-semibold capitalize" aria-live="polite">
            {monthAndYear(isoDate(month))}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={orderTexts.calendar.nextMonth}
            onClick={() => showMonth(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-0.5 text-center">
          <thead>
            <tr>
              {orderTexts.calendar.weekdays.map((w) => (
                <th key={w} scope="col" className="py-1 text-xs font-medium text-stone-500">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={isoDate(week[0])}>
                {week.map((date) => {
                  const day = isoDate(date);
                  if (!isSameMonth(date, month)) return <td key={day} />;
                  const past = day < minDate;
                  const shut = closed.has(day);
                  const selected = day === value;
                  const reason = shut
                    ? `, ${orderTexts.calendar.closed}`
                    : past
                      ? `, ${orderTexts.calendar.unavailable}`
                      : '';
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        data-date={day}
                        tabIndex={day === tabbable ? 0 : -1}
                        aria-label={`${weekdayDate(day)}${reason}`}
                        aria-pressed={selected}
                        aria-disabled={past || shut ? true : undefined}
                        onClick={() => pick(day)}
                        onKeyDown={(e) => onDayKey(e, day)}
                        className={cn(
                          'h-11 w-full rounded-md text-sm tabular-nums transition-colors',
                          selected ? 'bg-brand-700 font-semibold text-white' : 'hover:bg-brand-50',
                          shut && 'cursor-not-allowed bg-stone-100 text-stone-400 line-through hover:bg-stone-100',
                          past && !shut && 'cursor-not-allowed text-stone-400 hover:bg-transparent',
                        )}
                      >
                        {date.getDate()}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {ranges.length > 0 ? (
        <div className="text-sm text-stone-700">
          <p className="font-medium">{orderTexts.closedDates}</p>
          <ul className="mt-1 list-inside list-disc text-stone-600">
            {ranges.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
