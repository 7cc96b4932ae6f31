import type { Board } from '@schoolpage/content-contract';
import type { Words } from '@schoolpage/words';
import { profileWords } from './profile.words';

type BoardId = keyof typeof profileWords.en & `board:${string}`;

/** A board as the reader reads it: "State board", "Other" and "None" in their language; CBSE, CISCE, IB, Cambridge by their own names. */
export function boardName(words: Words<keyof typeof profileWords.en>, board: Board): string {
  const id = `board:${board}`;
  return id in profileWords.en ? words.t(id as BoardId) : board;
}
