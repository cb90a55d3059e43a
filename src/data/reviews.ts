import type { Review } from '@/domain/types';

interface Reviewer {
  userId: string;
  userName: string;
  userAvatar: string;
}

const reviewer = (n: number, userName: string): Reviewer => ({
  userId: `u-${100 + n}`,
  userName,
  userAvatar: `/images/avatars/r${n}.svg`,
});

const emma = reviewer(1, 'Emma Lawson');
const marcus = reviewer(2, 'Marcus Reed');
const aisha = reviewer(3, 'Aisha Bello');
const hannah = reviewer(4, 'Hannah Kowalski');
const jordan = reviewer(5, 'Jordan Ellis');
const daniel = reviewer(6, 'Daniel Brooks');
const mei = reviewer(7, 'Mei Tanaka');
const omar = reviewer(8, 'Omar Haddad');

/** Sample reviews for products 1-10 (20 in all). */
export const reviews: readonly Review[] = Object.freeze<Review[]>([
  {
    id: '1',
    productId: '1',
    ...emma,
    rating: 5,
    title: 'Silence on my commute',
    comment:
      'These block out the train almost completely. I can finally listen to podcasts at a normal volume, and the battery easily lasts a full week of commuting.',
    date: '2025-03-14',
    verified: true,
    helpful: 34,
  },
  {
    id: '2',
    productId: '1',
    ...marcus,
    rating: 4,
    title: 'Great sound, slightly tight fit',
    comment:
      'Rich, balanced sound and excellent noise cancelling. The headband felt snug for the first few days but has loosened up a little. Would buy again.',
    date: '2025-01-22',
    verified: true,
    helpful: 18,
  },
  {
    id: '3',
    productId: '1',
    ...daniel,
    rating: 5,
    title: 'Battery lasts forever',
    comment:
      'I charge them maybe once every ten days. Calls sound clear on both ends and switching between my laptop and phone just works.',
    date: '2024-11-05',
    verified: false,
    helpful: 9,
  },
  {
    id: '4',
    productId: '1',
    ...jordan,
    rating: 2,
    title: 'Ear cups get warm',
    comment:
      'The sound is excellent, but after about an hour my ears get hot and I have to take them off. Fine for short sessions, not for a long flight.',
    date: '2024-08-19',
    verified: true,
    helpful: 12,
  },
  {
    id: '5',
    productId: '1',
    ...aisha,
    rating: 3,
    title: 'Good headphones, fiddly controls',
    comment:
      'Comfortable and they sound good, but the touch controls on the ear cup trigger by accident when I adjust them. I ended up turning the gestures off.',
    date: '2025-06-02',
    verified: false,
    helpful: 4,
  },
  {
    id: '6',
    productId: '2',
    ...hannah,
    rating: 5,
    title: 'My new favourite tee',
    comment:
      'Thick, soft and it keeps its shape after a dozen washes. I bought the sage one first and came back for the navy.',
    date: '2025-04-10',
    verified: true,
    helpful: 21,
  },
  {
    id: '7',
    productId: '2',
    ...omar,
    rating: 4,
    title: 'Runs a little big',
    comment: 'Lovely fabric and a nice relaxed cut. I usually wear a large but the medium fits me better.',
    date: '2025-02-27',
    verified: true,
    helpful: 15,
  },
  {
    id: '8',
    productId: '3',
    ...mei,
    rating: 5,
    title: 'Makes mornings better',
    comment:
      'Brewing with this set has become my favourite five minutes of the day. The carafe pours cleanly and the mug keeps coffee warm for a long time.',
    date: '2024-12-12',
    verified: true,
    helpful: 27,
  },
  {
    id: '9',
    productId: '3',
    ...marcus,
    rating: 4,
    title: 'Beautiful glaze',
    comment:
      'The glaze is even prettier in person. The dripper is a bit slow with fine grinds, so go medium.',
    date: '2025-05-03',
    verified: false,
    helpful: 3,
  },
  {
    id: '10',
    productId: '4',
    ...jordan,
    rating: 5,
    title: 'Light and bouncy',
    comment:
      'I have put about 200 miles on these, mostly road with some gravel. Still springy, no blisters, and the grip is great on wet paths.',
    date: '2025-07-19',
    verified: true,
    helpful: 40,
  },
  {
    id: '11',
    productId: '4',
    ...emma,
    rating: 3,
    title: 'Comfortable but narrow',
    comment:
      'The cushioning is great, but the toe box is narrow for my feet. If you have wide feet, try them on before a long run.',
    date: '2024-09-30',
    verified: true,
    helpful: 8,
  },
  {
    id: '12',
    productId: '5',
    ...aisha,
    rating: 5,
    title: "Couldn't put it down",
    comment:
      'Gorgeous writing and a story that stays with you. I read it in two sittings and have already lent it to my sister.',
    date: '2024-10-21',
    verified: true,
    helpful: 16,
  },
  {
    id: '13',
    productId: '5',
    ...daniel,
    rating: 4,
    title: 'Slow start, wonderful ending',
    comment: 'The first chapters take their time, but the last third is beautiful. Worth sticking with it.',
    date: '2025-01-09',
    verified: false,
    helpful: 6,
  },
  {
    id: '14',
    productId: '6',
    ...mei,
    rating: 4,
    title: 'Visible glow in two weeks',
    comment:
      'My skin looks brighter and more even after two weeks of daily use. It absorbs quickly and sits well under sunscreen.',
    date: '2025-03-28',
    verified: true,
    helpful: 19,
  },
  {
    id: '15',
    productId: '6',
    ...hannah,
    rating: 2,
    title: 'Tingles on sensitive skin',
    comment:
      'It stung a little every time I applied it, even though it says it suits sensitive skin. I switched to using it every other day.',
    date: '2024-07-15',
    verified: true,
    helpful: 11,
  },
  {
    id: '16',
    productId: '7',
    ...omar,
    rating: 5,
    title: 'Fast, silent and a gorgeous screen',
    comment:
      'Photo edits that took minutes on my old laptop now take seconds, and the fans almost never spin up. The display is stunning.',
    date: '2025-08-06',
    verified: true,
    helpful: 25,
  },
  {
    id: '17',
    productId: '7',
    ...marcus,
    rating: 4,
    title: 'Superb, but only two ports',
    comment:
      'Everything about it feels premium. I just wish it had more than two USB-C ports; I live with a dongle now.',
    date: '2025-02-14',
    verified: true,
    helpful: 13,
  },
  {
    id: '18',
    productId: '8',
    ...daniel,
    rating: 4,
    title: 'Stiff at first, now perfect',
    comment:
      'The denim is rigid for the first couple of weeks, as it should be. Now it has softened and fits like it was made for me.',
    date: '2024-06-25',
    verified: true,
    helpful: 7,
  },
  {
    id: '19',
    productId: '9',
    ...emma,
    rating: 5,
    title: 'Hotel-quality sheets',
    comment:
      'Smooth, cool and they got softer after the first wash. The deep pockets stay put on our thick mattress.',
    date: '2025-09-12',
    verified: true,
    helpful: 22,
  },
  {
    id: '20',
    productId: '10',
    ...jordan,
    rating: 4,
    title: 'Saved my spare room',
    comment:
      'Replaced a whole rack of weights. The dial is quick to change between sets; the handles are a bit long for curls.',
    date: '2025-10-01',
    verified: false,
    helpful: 0,
  },
]);
