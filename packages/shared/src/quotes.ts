/** The login page's daily quote, from a bundled list (no network at run time). */
export interface Quote {
  text: string;
  author: string;
}

export const QUOTES: readonly Quote[] = [
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { text: 'The secret of getting ahead is getting started.', author: 'Mark Twain' },
  { text: 'Quality is not an act, it is a habit.', author: 'Will Durant' },
  { text: 'It always seems impossible until it is done.', author: 'Nelson Mandela' },
  { text: 'Plans are nothing; planning is everything.', author: 'Dwight D. Eisenhower' },
  { text: 'Simplicity is the soul of efficiency.', author: 'Austin Freeman' },
  { text: 'Coming together is a beginning; working together is success.', author: 'Henry Ford' },
  { text: 'Whatever you do, do it well.', author: 'Walt Disney' },
  { text: 'Small deeds done are better than great deeds planned.', author: 'Peter Marshall' },
  { text: 'Action is the foundational key to all success.', author: 'Pablo Picasso' },
  { text: 'The way to get started is to quit talking and begin doing.', author: 'Walt Disney' },
  { text: 'Continuous improvement is better than delayed perfection.', author: 'Mark Twain' },
  { text: 'Great things are done by a series of small things brought together.', author: 'Vincent van Gogh' },
  { text: 'Time is what we want most, but what we use worst.', author: 'William Penn' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Excellence is never an accident.', author: 'Aristotle' },
  { text: 'The best preparation for tomorrow is doing your best today.', author: 'H. Jackson Brown Jr.' },
  { text: 'Alone we can do so little; together we can do so much.', author: 'Helen Keller' },
  { text: 'Energy and persistence conquer all things.', author: 'Benjamin Franklin' },
  { text: 'Well begun is half done.', author: 'Aristotle' },
  { text: 'Lost time is never found again.', author: 'Benjamin Franklin' },
  { text: 'Customers remember the service long after they forget the price.', author: 'Proverb' },
  { text: 'A goal without a plan is just a wish.', author: 'Antoine de Saint-Exupéry' },
  { text: 'Nothing will work unless you do.', author: 'Maya Angelou' },
  { text: 'He who has begun has half done. Dare to be wise; begin!', author: 'Horace' },
  { text: 'Order and simplification are the first steps toward mastery.', author: 'Thomas Mann' },
  { text: 'Diligence is the mother of good luck.', author: 'Benjamin Franklin' },
  { text: 'What gets measured gets managed.', author: 'Peter Drucker' },
  {
    text: 'Either write something worth reading or do something worth writing.',
    author: 'Benjamin Franklin',
  },
  { text: 'The future depends on what you do today.', author: 'Mahatma Gandhi' },
  { text: 'Patience and diligence, like faith, remove mountains.', author: 'William Penn' },
];

/** The same quote all day, a different one the next day. */
export function quoteOfTheDay(date: Date): Quote {
  const day = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
  return QUOTES[day % QUOTES.length]!;
}
