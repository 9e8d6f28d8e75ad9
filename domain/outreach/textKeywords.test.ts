import { describe, expect, it } from 'vitest';
import { keywordAnswer, textKeyword } from './textKeywords.ts';

describe('text keywords', () => {
  it('STOP, STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT, as the whole message in any case, turn texts off', () => {
    const words = ['STOP', 'stopall', 'Unsubscribe', 'cancel', ' END ', 'quit\n'];
    const read = words.map(textKeyword);
    expect(read).toHaveLength(6);
    expect(read).toEqual([
      { keyword: 'STOP', can_mail: 0 },
      { keyword: 'STOPALL', can_mail: 0 },
      { keyword: 'UNSUBSCRIBE', can_mail: 0 },
      { keyword: 'CANCEL', can_mail: 0 },
      { keyword: 'END', can_mail: 0 },
      { keyword: 'QUIT', can_mail: 0 },
    ]);
  });

  it('START, UNSTOP and YES turn texts back on', () => {
    expect(['start', 'UNSTOP', 'Yes'].map(textKeyword)).toEqual([
      { keyword: 'START', can_mail: 1 },
      { keyword: 'UNSTOP', can_mail: 1 },
      { keyword: 'YES', can_mail: 1 },
    ]);
  });

  it('a keyword inside a longer message, or any other message, is no keyword', () => {
    for (const body of ['please stop texting me', 'Stop.', 'STOP STOP', 'yes please', '', 'Sounds good']) expect(textKeyword(body)).toBeNull();
  });

  it('answers each change naming the dealer and the way back', () => {
    expect(keywordAnswer(0, 'Cambridge Toyota')).toBe('Cambridge Toyota: you will get no more texts from us. Reply START to get them again.');
    expect(keywordAnswer(1, 'Cambridge Toyota')).toBe('Cambridge Toyota: you will get our texts again. Reply STOP to stop them.');
  });
});
