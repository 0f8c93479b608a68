import { describe, expect, it } from 'vitest';
import { METRICS_CSV_COLUMNS, parseMetricsCsvLine } from '@app/shared/reporting';
import { ApiError } from '../../../lib/api-client';
import { csvCell, importProblems, metricsCsvFileProblem, metricsCsvTemplate } from './import-csv';

describe('metricsCsvTemplate', () => {
  it('is the documented header, then one line per link with the day and empty figures', () => {
    const text = metricsCsvTemplate(['https://www.instagram.com/p/a/', 'https://x.com/u/status/1?a=1,2'], '2027-03-10');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(METRICS_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('https://www.instagram.com/p/a/,2027-03-10,,,,,,,,');
    expect(lines[2]).toBe('"https://x.com/u/status/1?a=1,2",2027-03-10,,,,,,,,');
    expect(lines[3]).toBe('');
    // A line of the template has the columns the importer counts (its figures are still to fill in).
    const problems = parseMetricsCsvLine(lines[1].split(','), 2);
    expect(Array.isArray(problems) && problems.map((p) => p.field)).toEqual([
      'impressions',
      'reach',
      'views',
      'likes',
      'comments',
      'shares',
      'saved',
      'followers',
    ]);
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
  });
});

describe('metricsCsvFileProblem', () => {
  it('takes a .csv file up to 5 MB', () => {
    expect(metricsCsvFileProblem({ name: 'figures.CSV', size: 10, type: '' })).toBeNull();
    expect(metricsCsvFileProblem({ name: 'export', size: 10, type: 'text/csv' })).toBeNull();
    expect(metricsCsvFileProblem({ name: 'big.csv', size: 5 * 1024 * 1024, type: 'text/csv' })).toBeNull();
    expect(metricsCsvFileProblem({ name: 'big.csv', size: 5 * 1024 * 1024 + 1, type: 'text/csv' })).toContain(
      'larger than 5 MB',
    );
    expect(metricsCsvFileProblem({ name: 'empty.csv', size: 0, type: 'text/csv' })).toBe('"empty.csv" is empty');
    expect(metricsCsvFileProblem({ name: 'sheet.xlsx', size: 10, type: '' })).toContain('not a CSV file');
  });
});

describe('importProblems', () => {
  it('reads lines.N.column issues as people read them, in line order', () => {
    const error = new ApiError(400, 'csv: line 5, reach: must be a whole number (and 2 more)', {
      code: 'VALIDATION',
      field: 'csv',
      issues: [
        { field: 'lines.5.reach', message: 'must be a whole number' },
        { field: 'lines.12.post_url', message: 'is not a live post of this campaign' },
        { field: 'lines.3.row', message: 'expected 10 columns, found 3' },
      ],
    });
    expect(importProblems(error).map((p) => [p.line, p.column, p.text])).toEqual([
      [3, 'row', 'Line 3: expected 10 columns, found 3'],
      [5, 'reach', 'Line 5, reach: must be a whole number'],
      [12, 'post_url', 'Line 12, post_url: is not a live post of this campaign'],
    ]);
  });

  it('gives a refusal of the whole file (a wrong header) as its message without the field name', () => {
    const error = new ApiError(400, 'csv: the first line must be the header post_url,date', {
      code: 'VALIDATION',
      field: 'csv',
    });
    expect(importProblems(error)).toEqual([
      {
        line: null,
        column: null,
        message: 'the first line must be the header post_url,date',
        text: 'the first line must be the header post_url,date',
      },
    ]);
  });
});
