import { describe, expect, it } from 'vitest';
import {
  analyzePost,
  compileSignal,
  scoreAnalyzed,
  scorePostAgainstSignals,
  type SignalToScore,
} from '../../../src/engine/scoring/index.js';

const crm: SignalToScore = {
  id: 'crm',
  name: 'Asking for a CRM recommendation',
  description: 'Someone asks which CRM a small agency should use.',
  keywords: ['CRM', 'sales pipeline', 'customer relationship management'],
  negativeKeywords: ["we're hiring", 'I built'],
  version: 3,
};

const score = (title: string, body = '', options = {}, signal: SignalToScore = crm) =>
  scoreAnalyzed(
    analyzePost({ title, body, author: 'someone', community: 'r/sales' }),
    compileSignal(signal),
    options,
  );

describe('the local scorer', () => {
  it('makes a lead of a post with both topic and intent, and explains it', () => {
    const result = score('Any recommendations for a simple CRM?', 'We are a 5-person agency.');
    expect(result.score).toBeGreaterThanOrEqual(70);
    expect(result.explanation).toEqual({
      source: 'local',
      terms: ['CRM', 'agency'],
      phrases: [],
      cues: ['asks for a recommendation', 'asks a question'],
      negatives: [],
      reason: 'Asks for a recommendation and mentions “CRM” and “agency”.',
    });
  });

  it('keeps topic without intent, and intent without topic, under the default threshold', () => {
    const topicOnly = score('Our CRM migration', 'We moved our CRM and sales pipeline data last year.');
    expect(topicOnly.score).toBeGreaterThan(20);
    expect(topicOnly.score).toBeLessThan(50);
    expect(topicOnly.explanation.reason).toBe(
      'Mentions “sales pipeline”, “CRM” and “sales” but shows no sign of wanting to choose, switch or buy.',
    );
    const intentOnly = score('Can anyone recommend a good pizza place in Leeds?');
    expect(intentOnly.score).toBeLessThan(50);
    expect(intentOnly.explanation.terms).toEqual([]);
    expect(intentOnly.explanation.reason).toBe(
      'Asks for a recommendation, but not about this signal’s topic.',
    );
  });

  it('matches phrases on stems across punctuation, but not across a sentence end', () => {
    const across = score('Sales-pipelines for a tiny team', '');
    expect(across.explanation.phrases).toEqual(['sales pipeline']);
    const split = score('Our sales. Pipeline reviews are weekly', '');
    expect(split.explanation.phrases).toEqual([]);
    const withStopWords = score('Which customer relationship management tool?', '');
    expect(withStopWords.explanation.phrases).toEqual(['customer relationship management']);
  });

  it('weighs a title match above the same match in the body', () => {
    const inTitle = score('CRM', 'Any recommendations?');
    const inBody = score('Hello', 'Any recommendations? CRM');
    expect(inTitle.score).toBeGreaterThan(inBody.score);
  });

  it('penalises negative keywords strongly and names them', () => {
    const clean = score('Looking for a CRM administrator tool', '');
    const negative = score("We're hiring: looking for a CRM administrator", '');
    expect(negative.score).toBeLessThan(30);
    expect(negative.score).toBeLessThan(clean.score);
    expect(negative.explanation.negatives).toEqual(["we're hiring"]);
    expect(negative.explanation.reason).toBe(
      "Mentions “CRM” but contains the negative keyword “we're hiring”.",
    );
    // "I built" needs both words: "built" alone is not the negative keyword.
    expect(score('Any recommendations for a CRM built for agencies?').explanation.negatives).toEqual([]);
  });

  it('scores excluded authors and communities 0 with the reason', () => {
    const post = analyzePost({
      title: 'Any CRM recommendations?',
      body: '',
      author: 'u/SpamBot',
      community: 'r/Deals',
    });
    const signal = compileSignal(crm);
    expect(scoreAnalyzed(post, signal, { excludedAuthors: ['spambot'] })).toEqual({
      score: 0,
      explanation: {
        source: 'local',
        terms: [],
        phrases: [],
        cues: [],
        negatives: [],
        reason: 'The author “spambot” is excluded in this project’s settings.',
      },
    });
    expect(scoreAnalyzed(post, signal, { excludedCommunities: ['deals'] }).explanation.reason).toBe(
      'The community “deals” is excluded in this project’s settings.',
    );
    expect(scoreAnalyzed(post, signal, { excludedAuthors: ['someone-else'] }).score).toBeGreaterThan(50);
  });

  it.each([
    ['recommendation', 'Can anyone recommend a CRM for a small agency', 'asks for a recommendation'],
    ['recommendation with a gap', 'Best lightweight CRM for a small agency', 'asks for a recommendation'],
    ['alternative', 'Alternative to Salesforce CRM for a small agency', 'looks for an alternative'],
    ['switching', 'Switching from our old CRM', 'looks for an alternative'],
    ['pain', 'Frustrated with our CRM, it keeps crashing', 'describes a pain with a current tool'],
    ['price', 'How much does a CRM cost for 5 users', 'asks about price or buying'],
    ['question mark', 'CRM for a 5 person agency?', 'asks a question'],
  ])('finds the %s cue', (_name, title, label) => {
    const result = score(title);
    expect(result.explanation.cues[0]).toBe(label);
    expect(result.score).toBeGreaterThan(score('Our CRM').score);
  });

  it.each([
    ['job post', 'Now hiring: CRM specialist, full time, salary 70k', 'reads like a job post'],
    [
      'self-promotion',
      'Show HN: a CRM for agencies, check out my side project',
      'promotes the author’s own product',
    ],
    ['tutorial', 'Tutorial: set up a CRM sales pipeline step by step', 'reads like a tutorial or news'],
    ['news', 'Announcing our CRM integration, now available', 'reads like a tutorial or news'],
  ])('lowers the score of a %s', (_name, title, label) => {
    const result = score(title);
    expect(result.explanation.cues).toContain(label);
    expect(result.score).toBeLessThan(score('Our CRM sales pipeline').score);
  });

  it('does not count a signal word as intent ("cost" for a cloud-cost tool)', () => {
    const cost: SignalToScore = {
      id: 'k8s',
      name: 'Kubernetes cost visibility',
      description: '',
      keywords: ['kubernetes cost'],
      negativeKeywords: [],
    };
    const forCost = score('Kubernetes cost is an organisational problem', '', {}, cost);
    expect(forCost.explanation.cues).toEqual([]);
    expect(forCost.score).toBeLessThan(50);
    expect(score('What would a CRM cost us').explanation.cues).toContain('asks about price or buying');
  });

  it('keeps every score within 0-100', () => {
    const loud =
      'Any recommendations? Alternative to HubSpot CRM? Too expensive, how much does it cost? '.repeat(50);
    const results = [score(loud, loud), score('', ''), score('CRM', ''), score('?', '')];
    for (const result of results) {
      expect(Number.isInteger(result.score)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
    }
    expect(results[0]!.score).toBeGreaterThanOrEqual(80);
    expect(results[1]!.score).toBe(0);
  });

  it('is deterministic, and scores raw or compiled signals the same in their order', () => {
    const post = { title: 'Moving away from HubSpot CRM', body: 'What do you use for a sales pipeline?' };
    const hubspot: SignalToScore = {
      id: 'hubspot',
      name: 'Looking for an alternative to HubSpot',
      description: 'Someone wants to replace HubSpot.',
      keywords: ['HubSpot alternative', 'switching from HubSpot'],
      negativeKeywords: [],
    };
    const first = scorePostAgainstSignals(post, [crm, hubspot]);
    expect(first.map((match) => match.signalId)).toEqual(['crm', 'hubspot']);
    expect(scorePostAgainstSignals(post, [compileSignal(crm), compileSignal(hubspot)])).toEqual(first);
    expect(scorePostAgainstSignals(post, [crm, hubspot])).toEqual(first);
    expect(first[1]!.explanation.terms).toEqual(['HubSpot']);
    expect(first[1]!.score).toBeGreaterThanOrEqual(50);
  });
});
