import { eventLimits } from '../../shared/api/events.ts';
import { inviteeEmailSchema, inviteeNameSchema, type CsvProblem } from '../../shared/api/participants.ts';
import { toE164 } from '../../shared/phone-number.ts';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv.ts';

/** Someone to invite, as a host typed them: a name, and a phone number or an email or both. */
export interface Invitee {
  name: string;
  phoneNumber: string | null;
  email: string | null;
}

/** A CSV import refused, with every problem by line; nothing of it was imported. */
export class CsvImportError extends Error {
  constructor(readonly problems: CsvProblem[]) {
    const shown = problems
      .slice(0, 3)
      .map((problem) => `line ${problem.line}: ${problem.message.replace(/\.$/, '')}`)
      .join('; ');
    const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
    super(
      `${problems.length === 1 ? 'One row has a problem' : `${problems.length} rows have problems`}, so nothing was imported — ${shown}${more}.`,
    );
    this.name = 'CsvImportError';
  }
}

/** The event's invited and joined participants' contacts, as invited: a row may not repeat one. */
export interface LiveContacts {
  phoneNumbers: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/**
 * The invitees of a CSV text whose first row is the header name,phone,email (in any order, with
 * a few other spellings). Every row is checked; with any problem, none is read and every problem
 * is reported by the line a spreadsheet shows, in a CsvImportError.
 */
export function readInviteesCsv(
  text: string,
  { liveContacts, defaultPhoneRegion }: { liveContacts: LiveContacts; defaultPhoneRegion: string },
): Invitee[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CsvImportError([{ line: error.line, message: error.problem }]);
    throw error;
  }
  const header = records[0];
  if (!header) throw new CsvImportError([{ line: 1, message: 'The CSV is empty. Its first row must be the header name,phone,email.' }]);
  const columnOf = (names: string[]) =>
    header.fields.findIndex((field) =>
      names.includes(
        field
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, ''),
      ),
    );
  const columns = {
    name: columnOf(['name', 'fullname']),
    phone: columnOf(['phone', 'phonenumber', 'mobile', 'tel']),
    email: columnOf(['email', 'emailaddress', 'mail']),
  };
  if (columns.name === -1 || (columns.phone === -1 && columns.email === -1)) {
    throw new CsvImportError([
      { line: header.line, message: 'The first row must be the header name,phone,email (a name column and a phone or email column).' },
    ]);
  }
  const rows = records.slice(1);
  if (rows.length === 0) throw new CsvImportError([{ line: header.line, message: 'There is no invitee after the header row.' }]);
  if (rows.length > eventLimits.invitationsPerImportMax) {
    throw new CsvImportError([
      {
        line: rows[eventLimits.invitationsPerImportMax]!.line,
        message: `At most ${eventLimits.invitationsPerImportMax} invitees can be imported at once.`,
      },
    ]);
  }

  const problems: CsvProblem[] = [];
  const phoneLines = new Map<string, number>();
  const emailLines = new Map<string, number>();
  const invitees: Invitee[] = [];
  for (const record of rows) {
    const cell = (index: number) => (index === -1 ? '' : (record.fields[index] ?? '').trim());
    const rowProblems: string[] = [];
    const name = inviteeNameSchema.safeParse(cell(columns.name));
    if (!name.success) rowProblems.push(name.error.issues[0]!.message);
    let phoneNumber: string | null = null;
    const rawPhone = cell(columns.phone);
    if (rawPhone) {
      phoneNumber = toE164(rawPhone, defaultPhoneRegion);
      if (!phoneNumber) rowProblems.push(`"${rawPhone}" is not a valid phone number.`);
    }
    let email: string | null = null;
    const rawEmail = cell(columns.email);
    if (rawEmail) {
      const parsed = inviteeEmailSchema.safeParse(rawEmail);
      if (parsed.success) email = parsed.data.toLowerCase();
      else rowProblems.push(`"${rawEmail}" is not a valid email address.`);
    }
    if (!rawPhone && !rawEmail) rowProblems.push('Give a phone number or an email.');
    if (phoneNumber) {
      const earlier = phoneLines.get(phoneNumber);
      if (earlier !== undefined) rowProblems.push(`${phoneNumber} is already on line ${earlier}.`);
      else if (liveContacts.phoneNumbers.has(phoneNumber)) rowProblems.push(`${phoneNumber} is already invited to this event.`);
      else phoneLines.set(phoneNumber, record.line);
    }
    if (email) {
      const earlier = emailLines.get(email);
      if (earlier !== undefined) rowProblems.push(`${email} is already on line ${earlier}.`);
      else if (liveContacts.emails.has(email)) rowProblems.push(`${email} is already invited to this event.`);
      else emailLines.set(email, record.line);
    }
    if (rowProblems.length > 0) problems.push({ line: record.line, message: rowProblems.join(' ') });
    else invitees.push({ name: name.data!, phoneNumber, email });
  }
  if (problems.length > 0) throw new CsvImportError(problems);
  return invitees;
}
