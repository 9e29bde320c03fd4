import { EmptyState } from '../../../components/EmptyState';
import { ChatIcon } from '../../../components/icons';
import { Section } from '../../../components/Section';

/** The community tab. Articles arrive with a later issue; until then it says so. */
export default function CommunityPage() {
  return (
    <Section title="社区文章">
      <EmptyState
        icon={<ChatIcon size={28} />}
        title="社区文章即将上线"
        description="本地生活经验、移民与法律问答、活动分享——发文、评论与点赞功能正在建设中。"
        testId="community-empty"
      />
    </Section>
  );
}
