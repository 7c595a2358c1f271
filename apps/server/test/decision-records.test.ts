import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../../docs/decisions');
const records = readdirSync(folder)
  .filter((file) => file.endsWith('.md'))
  .sort();

/** `Status: accepted. Date: 2026-11-28.`, or superseded by / amended by one or more records. */
const statusLine =
  /^Status: (?:accepted|superseded by (\d{3})|amended by (\d{3}(?:(?:, | and )\d{3})*))\. Date: (\d{4}-\d{2}-\d{2})\.$/;

describe('decision records (CONTRIBUTING.md, point 10)', () => {
  it('are numbered from 001 without gaps or duplicates', () => {
    const numbers = records.map((file) => /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1] ?? `not NNN-title.md: ${file}`);
    const expected = numbers.map((_, index) => String(index + 1).padStart(3, '0'));
    expect(numbers).toEqual(expected);
  });

  it('each carry a title with their number, then a status and a date', () => {
    const malformed = records.flatMap((file) => {
      const [title, blank, status] = readFileSync(join(folder, file), 'utf8').split('\n');
      const match = statusLine.exec(status ?? '');
      const date = match?.[3];
      const problems = [
        !title?.startsWith(`# ${file.slice(0, 3)}. `) && `title "${title}" is not "# ${file.slice(0, 3)}. …"`,
        blank !== '' && 'no blank line under the title',
        !match && `"${status}" is not "Status: accepted|superseded by NNN|amended by NNN. Date: YYYY-MM-DD."`,
        date !== undefined && Number.isNaN(Date.parse(date)) && `${date} is not a date`,
      ];
      return problems.filter((problem) => problem !== false).map((problem) => `${file}: ${problem}`);
    });
    expect(malformed).toEqual([]);
  });

  it('supersede or amend only records that exist and came after', () => {
    const numbers = new Set(records.map((file) => file.slice(0, 3)));
    const wrong = records.flatMap((file) => {
      const status = readFileSync(join(folder, file), 'utf8').split('\n')[2] ?? '';
      const match = statusLine.exec(status);
      const later = [match?.[1], ...(match?.[2]?.split(/, | and /) ?? [])].filter((number) => number !== undefined);
      return later
        .filter((number) => !numbers.has(number) || number <= file.slice(0, 3))
        .map((number) => `${file}: ${number}`);
    });
    expect(wrong).toEqual([]);
  });
});
