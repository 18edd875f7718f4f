/**
 * What the demo locations sell and how their customers pay: opening hours, taxes, the menu,
 * discounts, card brands and entry methods, decline codes, refund reasons, names and notes.
 */
/** Opening hours (local, [open, close) in hours). */
export interface Hours {
  weekday: readonly [number, number];
  weekend: readonly [number, number];
}
export const HOURS_BY_LOCATION: Hours[] = [
  { weekday: [6, 19], weekend: [7, 18] },
  { weekday: [6, 18], weekend: [7, 17] },
  { weekday: [7, 21], weekend: [7, 22] },
];
export interface Tax {
  name: string;
  /** Decimal string, as on the wire. */
  rate: string;
  inclusion: 'ADDITIVE' | 'INCLUSIVE';
}
export const TAX_BY_LOCATION: Tax[] = [
  { name: 'Seattle Sales Tax', rate: '0.1035', inclusion: 'ADDITIVE' },
  { name: 'Denver Sales Tax', rate: '0.0881', inclusion: 'ADDITIVE' },
  // Austin prices its menu with tax included.
  { name: 'Texas Sales Tax', rate: '0.0825', inclusion: 'INCLUSIVE' },
];

export interface MenuItem {
  name: string;
  category: string;
  /** Variation name → price in cents. */
  variations: ReadonlyArray<readonly [string, number]>;
  modifiers?: ReadonlyArray<readonly [string, number]>;
  /** Sold by the pound: decimal quantities. */
  byWeight?: boolean;
  weight: number;
}

const DRINK_MODIFIERS = [
  ['Oat milk', 75],
  ['Extra shot', 100],
  ['Vanilla syrup', 60],
  ['Decaf', 0],
] as const;

export const MENU: MenuItem[] = [
  {
    name: 'Latte',
    category: 'Espresso',
    variations: [
      ['Small', 475],
      ['Large', 550],
    ],
    modifiers: DRINK_MODIFIERS,
    weight: 14,
  },
  {
    name: 'Cappuccino',
    category: 'Espresso',
    variations: [
      ['Small', 450],
      ['Large', 525],
    ],
    modifiers: DRINK_MODIFIERS,
    weight: 8,
  },
  { name: 'Americano', category: 'Espresso', variations: [['Regular', 375]], weight: 8 },
  {
    name: 'Drip Coffee',
    category: 'Coffee',
    variations: [
      ['Small', 300],
      ['Large', 350],
    ],
    weight: 12,
  },
  {
    name: 'Cold Brew',
    category: 'Coffee',
    variations: [['Regular', 500]],
    modifiers: DRINK_MODIFIERS,
    weight: 7,
  },
  { name: 'Chai Latte', category: 'Tea', variations: [['Regular', 525]], weight: 5 },
  {
    name: 'Croissant',
    category: 'Bakery',
    variations: [
      ['Butter', 425],
      ['Almond', 495],
    ],
    weight: 9,
  },
  { name: 'Blueberry Muffin', category: 'Bakery', variations: [['Regular', 395]], weight: 6 },
  {
    name: 'Breakfast Sandwich',
    category: 'Kitchen',
    variations: [
      ['Bacon', 875],
      ['Veggie', 825],
    ],
    weight: 6,
  },
  { name: 'Avocado Toast', category: 'Kitchen', variations: [['Regular', 1100]], weight: 4 },
  {
    name: 'Turkey Panini',
    category: 'Kitchen',
    variations: [['Regular', 1250]],
    modifiers: [
      ['Add cheese', 100],
      ['Side salad', 350],
    ],
    weight: 4,
  },
  {
    name: 'House Blend Beans',
    category: 'Retail',
    variations: [['Whole bean', 1800]],
    byWeight: true,
    weight: 1,
  },
];

export const DISCOUNTS = [
  { name: 'Staff 20%', percent: 20 },
  { name: 'Loyalty 10%', percent: 10 },
] as const;

/** Generation 2 brand spelling, and how often each is seen. */
export const CARD_BRANDS = [
  ['VISA', 50],
  ['MASTERCARD', 27],
  ['AMERICAN_EXPRESS', 12],
  ['DISCOVER', 7],
  ['JCB', 2],
  ['CHINA_UNIONPAY', 1],
  ['DISCOVER_DINERS', 1],
] as const;
export const POS_ENTRY_METHODS = [
  ['CONTACTLESS', 48],
  ['EMV', 38],
  ['SWIPED', 8],
  ['KEYED', 6],
] as const;
/** The card error codes the service answers declines with (HTTP 402). */
export const DECLINE_CODES = [
  ['CARD_DECLINED', 6],
  ['INSUFFICIENT_FUNDS', 3],
  ['VERIFY_CVV_FAILURE', 1],
  ['VERIFY_AVS_FAILURE', 1],
  ['CARD_DECLINED_CALL_ISSUER', 1],
  ['BAD_EXPIRATION', 1],
] as const;
export const REFUND_REASONS = [
  'Customer changed their mind',
  'Wrong order',
  'Drink remade, charged twice',
  'Item unavailable',
  'Duplicate charge',
  'Order arrived late',
];
export const CARDHOLDERS = [
  'Jordan Reyes',
  'Sam Okafor',
  'Avery Chen',
  'Morgan Patel',
  'Riley Novak',
  'Casey Larsen',
  'Quinn Haddad',
  'Jamie Silva',
];
export const API_NOTES = [
  'Online order',
  'Catering order',
  'Gift box',
  'Pickup order',
  'Event deposit',
];
