import { z } from 'zod';

/** Zod's own messages in Simplified Chinese, for any rule a field does not word itself. */
z.config(z.locales.zhCN());
