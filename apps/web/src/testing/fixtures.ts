import {
  fieldDefinition,
  type FieldDefinition,
  type Post,
  type PostListItem,
} from '@huaren/contract';

/** A post as the detail call answers it; `over` sets what a test is about. */
export function aPost(over: Partial<Post> = {}): Post {
  return {
    id: 7,
    title: '法拉盛两室一厅出租',
    content: '近地铁，拎包入住',
    categoryId: 1,
    categoryName: '房屋出租',
    regionId: 3,
    regionPathName: '美国 纽约',
    images: [],
    contact: null,
    contactHidden: false,
    price: null,
    priceUnit: null,
    location: null,
    fields: [],
    fieldValues: {},
    status: 'published',
    statusReason: null,
    viewCount: 10,
    replyCount: 0,
    likeCount: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    closed: null,
    author: { id: 2, nickName: '小王' },
    liked: false,
    mine: false,
    ...over,
  };
}

/** A post as the lists show it. */
export function aListItem(over: Partial<PostListItem> = {}): PostListItem {
  return {
    id: 7,
    title: '法拉盛两室一厅出租',
    excerpt: '近地铁，拎包入住',
    thumbUrl: null,
    imageCount: 0,
    categoryId: 1,
    regionId: 3,
    regionPathName: '美国 纽约',
    price: null,
    priceUnit: null,
    fieldLine: '',
    viewCount: 10,
    replyCount: 0,
    likeCount: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    closed: null,
    status: 'published',
    statusReason: null,
    ...over,
  };
}

/**
 * A category's fields, one of each type and a yes/no that is not filterable (decision 0041), for
 * the tests of the publish form's answers and the list's filters.
 */
export const someFields: FieldDefinition[] = [
  fieldDefinition({
    key: 'rental_type',
    label: '出租方式',
    type: 'choice',
    options: ['整租', '合租', '单间'],
  }),
  fieldDefinition({ key: 'languages', label: '语言', type: 'multi', options: ['普通话', '英语'] }),
  fieldDefinition({ key: 'bedrooms', label: '卧室', type: 'number', unit: '间' }),
  fieldDefinition({
    key: 'wage',
    label: '工资',
    type: 'range',
    unit: '$',
    options: ['时薪', '月薪'],
  }),
  fieldDefinition({ key: 'move_in', label: '入住日期', type: 'date' }),
  fieldDefinition({ key: 'credit_check', label: '需要信用记录', type: 'bool' }),
  fieldDefinition({ key: 'pets', label: '宠物', type: 'bool', filterable: false }),
];
