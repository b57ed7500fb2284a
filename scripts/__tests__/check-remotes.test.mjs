import { test } from 'node:test';
import assert from 'node:assert/strict';
import { satisfies } from '../lib/semver.mjs';

test('caret ranges follow npm semantics for majors above zero', () => {
  assert.equal(satisfies('19.3.1', '^19.3.1'), true);
  assert.equal(satisfies('19.4.0', '^19.3.1'), true);
  assert.equal(satisfies('19.3.0', '^19.3.1'), false);
  assert.equal(satisfies('20.0.0', '^19.3.1'), false);
});

test('caret ranges on 0.x pin the minor', () => {
  assert.equal(satisfies('0.1.5', '^0.1.0'), true);
  assert.equal(satisfies('0.2.0', '^0.1.0'), false);
});

test('an exact version must match exactly', () => {
  assert.equal(satisfies('5.108.0', '5.108.0'), true);
  assert.equal(satisfies('5.108.1', '5.108.0'), false);
});
