import { useMemo } from 'react';
import { exactTimeZone, searchTimeZones, timeZoneOptions, type TimeZoneMatch } from '../../../../../shared/time-zone-names.ts';
import { isValidTimeZone } from '../../../../../shared/time-zones.ts';
import { Combobox, type ComboboxOption } from '../../../ui/combobox.tsx';
import { supportedTimeZones } from '../event-time.ts';

export type TimeZoneFieldProps = {
  id: string;
  /** The IANA id chosen, as stored. */
  value: string;
  onChange: (timeZone: string) => void;
  error?: string;
  /** The instant the offsets are for: the event's start, so a summer event lists summer offsets. */
  offsetsAt: number;
};

function asComboboxOption({ option, matchedAlias }: TimeZoneMatch): ComboboxOption {
  // Found by another name ("Mumbai"): the line under the city says which, so the result makes sense.
  return { value: option.id, label: option.label, detail: matchedAlias ? `${matchedAlias} · ${option.id}` : option.id };
}

/** The event's time zone, chosen by city ("Lisbon — GMT+0") with search; the IANA id is what is kept. */
export function TimeZoneField({ id, value, onChange, error, offsetsAt }: TimeZoneFieldProps) {
  // Offsets change with the day, not the minute: the list is made again only for another day.
  const day = Math.floor(offsetsAt / 86_400_000);
  const zones = useMemo(() => supportedTimeZones(), []);
  const options = useMemo(() => {
    // An event saved with a zone this browser lists under another name (Europe/Kiev, Europe/Kyiv) still shows its own.
    const ids = value && isValidTimeZone(value) && !zones.includes(value) ? [...zones, value] : zones;
    return timeZoneOptions(ids, day * 86_400_000 + 43_200_000);
  }, [zones, value, day]);
  const chosen = useMemo(() => options.find((option) => option.id === value) ?? null, [options, value]);
  const valueLabel = chosen?.label ?? value;

  return (
    <Combobox
      id={id}
      label="Time zone"
      hint="Search by city, e.g. Lisbon or New York. The dates and times above are in this zone; guests see them in it too."
      required
      error={error}
      value={value}
      valueLabel={valueLabel}
      optionsFor={(typed) => searchTimeZones(options, typed ?? '').map(asComboboxOption)}
      exactValueFor={(typed) => exactTimeZone(options, typed)?.id ?? null}
      onChange={onChange}
      emptyText={(typed) => `No time zone matches “${typed}”. Try the nearest big city.`}
      countText={(count) => (count === 1 ? '1 time zone' : `${count} time zones`)}
    />
  );
}
