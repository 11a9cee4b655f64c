#include "textures.h"

#include <GLES3/gl3.h>

#include <cstdio>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#include "stb_image.h"
#endif

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

// stdio rather than iostreams: they would add ~100 KB to the WASM build.
bool read_file(const std::string& path, std::string& out) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  out.clear();
  char buffer[65536];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) out.append(buffer, n);
  std::fclose(f);
  return true;
}

// atlas.txt: lines of "key value".
void read_layout(const std::string& text, CardAtlas& a) {
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(at, end - at);
    at = end + 1;
    size_t space = line.find(' ');
    if (space == std::string::npos) continue;
    std::string key = line.substr(0, space);
    int v = std::atoi(line.c_str() + space + 1);
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
}

void set_filtering() {
  glGenerateMipmap(GL_TEXTURE_2D);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

#ifdef __EMSCRIPTEN__
// The texture's CardAtlas, told when the browser has decoded the image.
CardAtlas* g_pending[8] = {};

// clang-format off (JavaScript)
EM_JS(void, js_load_texture, (unsigned texture, const char* url), {
  var name = UTF8ToString(url);
  fetch(name)
      .then(function(r) {
        if (!r.ok) throw new Error(r.status);
        return r.blob();
      })
      .then(function(blob) {
        return createImageBitmap(blob, {premultiplyAlpha : "none", colorSpaceConversion : "none"});
      })
      .then(function(image) {
        var gl = GLctx;
        var previous = gl.getParameter(gl.TEXTURE_BINDING_2D);
        gl.bindTexture(gl.TEXTURE_2D, GL.textures[texture]);
        gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
        gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
        gl.bindTexture(gl.TEXTURE_2D, previous);
        Module._sf_texture_loaded(texture, image.width, image.height);
      })
      .catch(function(e) {
        console.warn("card art " + name + ": " + e);
        Module._sf_texture_loaded(texture, 0, 0);
      });
});
// clang-format on
#endif

}  // namespace

#ifdef __EMSCRIPTEN__
extern "C" EMSCRIPTEN_KEEPALIVE void sf_texture_loaded(unsigned texture, int width, int height) {
  for (CardAtlas*& a : g_pending) {
    if (!a || a->texture != texture) continue;
    if (width > 0) {
      glBindTexture(GL_TEXTURE_2D, texture);
      set_filtering();
      a->width = width;
      a->height = height;
      a->ready = true;
    }
    a = nullptr;
  }
}
#endif

bool load_atlas(const std::string& assets_dir, const std::string& deck, CardAtlas& out, std::string& error) {
  std::string layout;
  if (!read_file(assets_dir + "/cards/atlas.txt", layout)) {
    error = "card art missing in " + assets_dir + "/cards";
    return false;
  }
  free_atlas(out);
  read_layout(layout, out);
  if (out.cell_w <= 0 || out.cell_h <= 0) {
    error = "assets/cards/atlas.txt is unreadable";
    return false;
  }
  glGenTextures(1, &out.texture);
#ifdef __EMSCRIPTEN__
  // The page serves the atlases next to index.html (see src/web/CMakeLists.txt).
  for (CardAtlas*& slot : g_pending)
    if (!slot) {
      slot = &out;
      break;
    }
  js_load_texture(out.texture, ("cards/" + deck + ".png").c_str());
  return true;
#else
  std::string png;
  if (!read_file(assets_dir + "/cards/" + deck + ".png", png)) {
    error = "card art missing: " + assets_dir + "/cards/" + deck + ".png";
    return false;
  }
  int w = 0, h = 0, channels = 0;
  unsigned char* pixels =
      stbi_load_from_memory(reinterpret_cast<const unsigned char*>(png.data()), int(png.size()), &w, &h, &channels, 4);
  if (!pixels) {
    error = "cannot decode " + deck + ".png";
    return false;
  }
  glBindTexture(GL_TEXTURE_2D, out.texture);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  set_filtering();
  stbi_image_free(pixels);
  out.width = w;
  out.height = h;
  out.ready = true;
  return true;
#endif
}

void free_atlas(CardAtlas& atlas) {
  if (atlas.texture) glDeleteTextures(1, &atlas.texture);
  atlas = CardAtlas();
}

}  // namespace stichfest
