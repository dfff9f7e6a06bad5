import { i18n } from "@/platform/i18n";

/** The picture input's texts, joining the app's under `entityImage.*` with the entity screens' chunk. */
const vi = {
  choose: "Chọn ảnh",
  change: "Đổi ảnh",
  remove: "Bỏ ảnh",
  hint: "PNG, JPEG hoặc WebP, tối đa {{max}} KB",
  tooLarge: "Ảnh tối đa {{max}} KB (ảnh này {{size}} KB)",
  type: "Ảnh phải là tệp PNG, JPEG hoặc WebP",
  notSaved: "Đã lưu nhưng chưa lưu được ảnh: {{reason}}",
};

const en: typeof vi = {
  choose: "Choose a picture",
  change: "Change picture",
  remove: "Remove picture",
  hint: "PNG, JPEG or WebP, at most {{max}} KB",
  tooLarge: "A picture takes at most {{max}} KB (this one is {{size}} KB)",
  type: "The picture must be a PNG, JPEG or WebP file",
  notSaved: "Saved, but the picture was not: {{reason}}",
};

i18n.addResourceBundle("vi", "translation", { entityImage: vi }, true, true);
i18n.addResourceBundle("en", "translation", { entityImage: en }, true, true);
