#include "textures.h"

#include <GLES3/gl3.h>

#include <fstream>
#include <sstream>

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#include "stb_image.h"

namespace stichfest {

void CardAtlas::uv(Card c, float& u0, float& v0, float& u1, float& v1) const {
  int col = c == kNoCard ? back_column : rank_of(c);
  int row = c == kNoCard ? back_row : suit_of(c);
  // Half a texel inwards so linear filtering never bleeds from a neighbour.
  u0 = (float(col * cell_w) + 0.5f) / float(width);
  v0 = (float(row * cell_h) + 0.5f) / float(height);
  u1 = (float((col + 1) * cell_w) - 0.5f) / float(width);
  v1 = (float((row + 1) * cell_h) - 0.5f) / float(height);
}

namespace {

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::stringstream buffer;
  buffer << in.rdbuf();
  out = buffer.str();
  return true;
}

}  // namespace

bool load_atlas(const std::string& assets_dir, const std::string& deck, CardAtlas& out, std::string& error) {
  std::string layout, png;
  if (!read_file(assets_dir + "/cards/atlas.txt", layout) || !read_file(assets_dir + "/cards/" + deck + ".png", png)) {
    error = "card art missing in " + assets_dir + "/cards";
    return false;
  }
  CardAtlas a;
  std::istringstream in(layout);
  for (std::string key; in >> key;) {
    int v = 0;
    in >> v;
    if (key == "columns")
      a.columns = v;
    else if (key == "rows")
      a.rows = v;
    else if (key == "cell_width")
      a.cell_w = v;
    else if (key == "cell_height")
      a.cell_h = v;
    else if (key == "back_row")
      a.back_row = v;
    else if (key == "back_column")
      a.back_column = v;
  }
  int w = 0, h = 0, channels = 0;
  unsigned char* pixels =
      stbi_load_from_memory(reinterpret_cast<const unsigned char*>(png.data()), int(png.size()), &w, &h, &channels, 4);
  if (!pixels || a.cell_w <= 0 || a.cell_h <= 0) {
    if (pixels) stbi_image_free(pixels);
    error = "cannot decode " + deck + ".png";
    return false;
  }
  a.width = w;
  a.height = h;
  glGenTextures(1, &a.texture);
  glBindTexture(GL_TEXTURE_2D, a.texture);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  glGenerateMipmap(GL_TEXTURE_2D);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  stbi_image_free(pixels);
  free_atlas(out);
  out = a;
  return true;
}

void free_atlas(CardAtlas& atlas) {
  if (atlas.texture) glDeleteTextures(1, &atlas.texture);
  atlas = CardAtlas();
}

}  // namespace stichfest
