import { KnexTimeoutError } from 'knex';
import { DatabaseError } from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const sqlState = (code: string) => {
  const error = new DatabaseError('refused', 0, 'error');
  error.code = code;
  return error;
};

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['refused on every address', new AggregateError([withCode('refused', 'ECONNREFUSED')], '')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'connection cut (knex prefixes the statement)',
      new Error('select 1 - Connection terminated unexpectedly'),
    ],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool queue timeout', new Error('timeout exceeded when trying to connect')],
    ['query timeout', new Error('Query read timeout: no answer from the database within 3000 ms')],
    ['knex pool acquire timeout', new KnexTimeoutError('Knex: Timeout acquiring a connection.')],
    ['server shutting down', sqlState('57P01')],
    ['server starting up', sqlState('57P03')],
    ['statement timeout', sqlState('57014')],
    ['too many connections', sqlState('53300')],
    ['connection failure', sqlState('08006')],
    ['wrapped in a cause', new Error('append failed', { cause: withCode('refused', 'ECONNREFUSED') })],
  ])('%s: yes', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', sqlState('23505')],
    ['a syntax error', sqlState('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: no', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
