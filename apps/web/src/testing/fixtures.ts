import type { FieldDefinition, Post, PostListItem } from '@huaren/contract';

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

/** A field of a category (decision 0041): an optional, filterable one unless told. */
export function aFieldDefinition(
  over: Pick<FieldDefinition, 'key' | 'label' | 'type'> & Partial<FieldDefinition>,
): FieldDefinition {
  return {
    unit: '',
    min: null,
    max: null,
    integer: true,
    required: false,
    inList: false,
    filterable: true,
    listFormat: '',
    glue: false,
    options: [],
    ...over,
  };
}
