import type { FavouriteType } from '@huaren/contract';
import { CardFeed } from '../../../components/CardFeed';
import { PageTabs } from '../../../components/PageTabs';
import { useMyFavouritesQuery } from '../../../favourites/api';
import { FavouriteRow } from '../../../favourites/FavouriteRow';

/** 我的收藏 (decision 0038): posts and articles, each in a tab, newest favourite first. */
export default function MyFavouritesPage() {
  return (
    <PageTabs
      param="tab"
      tabs={[
        { key: 'posts', title: '帖子', render: () => <Favourites type="post" /> },
        { key: 'articles', title: '文章', render: () => <Favourites type="article" /> },
      ]}
    />
  );
}

function Favourites({ type }: { type: FavouriteType }) {
  const favourites = useMyFavouritesQuery(type);
  return (
    <CardFeed
      query={favourites}
      empty={{
        title: type === 'post' ? '还没有收藏的信息' : '还没有收藏的文章',
        description: '在详情页点“收藏”，以后在这里找到。',
        testId: 'my-favourites-empty',
      }}
      testId={`my-favourites-${type}`}
      card={(favourite) => <FavouriteRow favourite={favourite} />}
    />
  );
}
