/**
 * What each menu page that has no screen yet will let the user do, keyed by the page's route path. The placeholder
 * screen shows it, so a user who opens an unbuilt page learns what is coming instead of meeting an empty frame.
 * Remove a page's entry when its screen is built.
 */
export const UPCOMING_SCREENS: Readonly<Record<string, { vi: string; en: string }>> = Object.freeze({
  "/user/notifications": {
    vi: "Xem mọi thông báo gửi đến bạn, đánh dấu đã đọc từng cái hoặc tất cả; thông báo mới hiện ngay lập tức.",
    en: "See every notification sent to you and mark one or all as read; new ones appear at once.",
  },
  "/apps/chat": {
    vi: "Hộp thư chung cho tin nhắn từ trang Facebook và Zalo: xem hội thoại và trả lời khách ngay trong phần mềm.",
    en: "One inbox for Facebook page and Zalo messages: read conversations and answer customers without leaving the app.",
  },
});
