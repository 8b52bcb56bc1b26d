import { COURIERS, guessCourier, parseTrackingLines, type Courier } from '@nyiur/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Field, Select, Textarea, toast } from '@nyiur/ui';
import { useState } from 'react';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { useRefreshAfter } from '../../api/query-keys';
import styles from '../screens.module.css';

interface Line {
  refNo: string;
  trackingNumber: string;
  courier: Courier | '';
}

const COURIER_OPTIONS = COURIERS.map((courier) => ({ value: courier, label: courier }));

/**
 * Ship many at once: paste or scan lines of "order number, tracking number" (a scanner types the
 * code and Enter), check the guessed couriers, confirm; each line then says how it went.
 */
export function ShipScreen() {
  const [text, setText] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [badLines, setBadLines] = useState<number[]>([]);
  const refreshAfter = useRefreshAfter();

  const ship = useMutation({
    mutationFn: () =>
      adminApi
        .adminOrderShip({
          shipments: lines.map((line) => ({
            ref_no: line.refNo,
            courier: line.courier as Courier,
            tracking_number: line.trackingNumber,
          })),
        })
        .then(dataOf),
    onSuccess: (answer) => {
      const shipped = answer.results.filter((result) => result.ok).length;
      toast.success(`${shipped} of ${answer.results.length} marked shipped.`);
      setResults(answer.results);
      refreshAfter('adminOrderShip');
    },
    onError: toastFailure,
  });
  const [results, setResults] = useState<{ ref_no: string; ok: boolean; message: string }[]>([]);

  const preview = () => {
    const parsed = parseTrackingLines(text);
    setBadLines(parsed.errors);
    setResults([]);
    setLines(
      parsed.lines.map((line) => ({ ...line, courier: guessCourier(line.trackingNumber) ?? '' })),
    );
  };

  const missingCourier = lines.some((line) => line.courier === '');

  return (
    <>
      <h1>Mark shipped</h1>
      <div className={styles.section}>
        <Field
          label="Order number and tracking number, one order a line"
          hint="For example: NY2611230001ABCD, EP123456789MY. Paste from a spreadsheet or scan each label."
        >
          <Textarea
            rows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            spellCheck={false}
          />
        </Field>
        <div className={styles.row}>
          <Button type="button" variant="secondary" onClick={preview} disabled={text.trim() === ''}>
            Check lines
          </Button>
        </div>
        {badLines.length > 0 && (
          <p role="alert" className={styles.error}>
            Line {badLines.join(', ')} {badLines.length === 1 ? 'is' : 'are'} not "order number,
            tracking number".
          </p>
        )}
      </div>

      {lines.length > 0 && (
        <div className={styles.section}>
          <h2>
            {lines.length} {lines.length === 1 ? 'parcel' : 'parcels'} to mark shipped
          </h2>
          <ul className={styles.list} aria-label="Parcels">
            {lines.map((line, index) => (
              <li key={`${line.refNo}-${index}`} className={styles.row}>
                <span className={styles.grow}>
                  <strong>{line.refNo}</strong> · {line.trackingNumber}
                </span>
                <Field label={`Courier for ${line.refNo}`}>
                  <Select
                    options={COURIER_OPTIONS}
                    value={line.courier}
                    placeholder="Choose the courier"
                    onValueChange={(value) =>
                      setLines(
                        lines.map((other, at) =>
                          at === index ? { ...other, courier: value as Courier } : other,
                        ),
                      )
                    }
                  />
                </Field>
              </li>
            ))}
          </ul>
          {missingCourier && (
            <p className={styles.error}>Choose the courier for every parcel first.</p>
          )}
          <Button onClick={() => ship.mutate()} disabled={ship.isPending || missingCourier}>
            Mark {lines.length} shipped
          </Button>
        </div>
      )}

      {results.length > 0 && (
        <div className={styles.section}>
          <h2>Results</h2>
          <ul className={`${styles.list} ${styles.results}`} aria-label="Results">
            {results.map((result) => (
              <li key={result.ref_no} data-ok={result.ok}>
                {result.ref_no}: {result.ok ? 'Shipped' : result.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
